// The website's orders, newest first: filtered by status, the day they were made, payment
// method, where they were made (online, by an agent, at the counter), delivery slot and pincode, searched by order number or phone, a page at a time; each
// opens its detail. The query lives in the address, so the list comes back as it was; the
// delivery slots the slot filter offers come with each page of the list.
import { useId, useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { DateField } from "../../client/ui/form/date-field";
import { SelectInput } from "../../client/ui/form/select-input";
import { ORDER_PAYMENT_METHODS } from "../../shared/api/admin-orders";
import { formatDate } from "../../shared/date-format";
import { slotText } from "../../shared/delivery-slot";
import { formatRupees } from "../../shared/money";
import { isCounterSale, ORDER_CHANNEL_LABELS, ORDER_CHANNELS } from "../../shared/order-channel";
import { ORDER_STATUSES, orderStatusLabel } from "../../shared/order-status";
import { paymentMethodLabel, paymentStatusLabel } from "../../shared/payment-labels";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { orderFiltersFrom, type OrderFilterKey } from "./order-filters";
import { orderPath, ordersPath } from "./order-paths";
import { ordersApi } from "./orders-api";
import "./orders.css";

/** The pincode filter: applied on Enter or leaving the box, once it is six digits (or emptied). */
function PincodeFilter({ id, initial, onApply }: { id: string; initial: string; onApply: (pincode: string) => void }) {
  const [text, setText] = useState(initial);
  const apply = () => {
    const value = text.trim();
    if (value === "" || /^\d{6}$/.test(value)) onApply(value);
  };
  return (
    <input
      id={id}
      className="text-input"
      inputMode="numeric"
      maxLength={6}
      placeholder="6 digits"
      value={text}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ""))}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === "Enter") apply();
      }}
    />
  );
}

async function loader({ request }: LoaderFunctionArgs) {
  const [list, slots] = await Promise.all([ordersApi.orders(orderFiltersFrom(new URL(request.url).searchParams), request.signal), ordersApi.slots(request.signal)]);
  return { list, slots };
}

export function OrdersScreen() {
  const { params, change, paging } = useListParams<OrderFilterKey>();
  const filters = orderFiltersFrom(params);
  const screen = useScreenData<typeof loader>();
  const list = { ...screen, data: screen.data.list };
  const ids = { status: useId(), method: useId(), channel: useId(), from: useId(), to: useId(), slotDate: useId(), slot: useId(), pincode: useId() };

  const filtered = [filters.q, filters.status, filters.from, filters.to, filters.payment_method, filters.channel, filters.slot_date, filters.slot_id, filters.pincode].some(Boolean);

  return (
    <section className="admin-screen orders-screen" aria-labelledby="orders-title">
      <p className="admin-screen-kicker">Orders</p>
      <h1 id="orders-title">Orders</h1>
      <SearchBox key={filters.q ?? ""} label="Search by order number or phone" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
      <div className="orders-filters">
        <div className="field">
          <label className="field-label" htmlFor={ids.status}>
            Status
          </label>
          <SelectInput
            id={ids.status}
            placeholder="Any status"
            value={filters.status ?? ""}
            options={[
              ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
              // A list of several (from a link) stays choosable as it is.
              ...(filters.status?.includes(",") ? [{ value: filters.status, label: filters.status.split(",").map(orderStatusLabel).join(", ") }] : []),
            ]}
            onChange={(status) => change({ status })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.from}>
            Made from
          </label>
          <DateField id={ids.from} value={filters.from ?? ""} onChange={(from) => change({ from })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.to}>
            Made until
          </label>
          <DateField id={ids.to} value={filters.to ?? ""} onChange={(to) => change({ to })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.method}>
            Payment method
          </label>
          <SelectInput
            id={ids.method}
            placeholder="Any method"
            value={filters.payment_method ?? ""}
            options={ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) }))}
            onChange={(payment_method) => change({ payment_method })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.channel}>
            Channel
          </label>
          <SelectInput
            id={ids.channel}
            placeholder="Anywhere"
            value={filters.channel ?? ""}
            options={ORDER_CHANNELS.map((c) => ({ value: c, label: ORDER_CHANNEL_LABELS[c] }))}
            onChange={(channel) => change({ channel })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.slotDate}>
            Delivery day
          </label>
          <DateField id={ids.slotDate} value={filters.slot_date ?? ""} onChange={(slot_date) => change({ slot_date })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.slot}>
            Delivery slot
          </label>
          <SelectInput
            id={ids.slot}
            placeholder="Any slot"
            value={filters.slot_id ?? ""}
            options={screen.data.slots.data.map((s) => ({ value: String(s.id), label: `${s.start_time.slice(0, 5)}–${s.end_time.slice(0, 5)}` }))}
            onChange={(slot_id) => change({ slot_id })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.pincode}>
            Pincode
          </label>
          <PincodeFilter key={filters.pincode ?? ""} id={ids.pincode} initial={filters.pincode ?? ""} onApply={(pincode) => pincode !== (filters.pincode ?? "") && change({ pincode })} />
        </div>
      </div>
      {filtered ? (
        <p>
          <Link to={ordersPath()}>Clear the filters</Link>
        </p>
      ) : null}
      <ListBody list={list} empty={filtered ? "No orders match." : "No orders yet."} paging={paging(filters)}>
        {(orders) => (
          <ListTable look="orders" labelledBy="orders-title" busy={list.loading} columns={["Order", "Made", "Customer", "Pincode", "Delivery", "Payment", "Amount", "Status"]}>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={orderPath(order.order_number)}>{order.order_number}</Link>
                </th>
                <td>{formatDate(order.created_at, true)}</td>
                <td>{order.customer ? `${order.customer.name || "—"} · ${order.customer.phone}` : "—"}</td>
                <td>{order.pincode ?? "—"}</td>
                <td>
                  {order.slot
                    ? slotText({ del_date: order.slot.date, del_start_time: order.slot.start_time, del_end_time: order.slot.end_time })
                    : isCounterSale(order)
                      ? ORDER_CHANNEL_LABELS.pos
                      : "—"}
                </td>
                <td>
                  {paymentMethodLabel(order.payment_method)}
                  <br />
                  <span className="orders-muted">{paymentStatusLabel(order.payment_status)}</span>
                </td>
                <td>{formatRupees(order.amount)}</td>
                <td>
                  <span className={`orders-status orders-status-${order.status}`}>{order.status_label}</span>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: OrdersScreen, loader };
