// Today's sales at the counter (or an earlier day's, to look at): each sale with its time,
// number, customer, items, payment and total, the day's totals by payment method and what was
// voided, and for each sale its receipt to reprint and, where the server allows it (today's
// sales; an admin's of earlier days too), a void. The day is in the address (?date=), which the
// route's loader reads; none is the shop's today as the server reckons it.
import { useId, useState } from "react";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { usePendingQuery } from "../../tool-shell/use-pending-query";
import { posApi } from "../../client/api/pos-api";
import { DateField } from "../../client/ui/form/date-field";
import { POS_PAYMENT_METHOD_LABELS, POS_PAYMENT_METHODS, type PosDayAnswer, type PosSaleSummary } from "../../shared/api/pos";
import { formatDate } from "../../shared/date-format";
import { formatPhone } from "../../shared/format-phone";
import { formatRupees } from "../../shared/money";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { MoneyRows } from "../parts/money-rows";
import { formatShopTime, shopToday } from "../parts/shop-time";
import { TableHead } from "../parts/table-head";
import { receiptPath } from "../pos-paths";
import { useVoidSale } from "./use-void-sale";

/** The day asked for in the address; "" for today. */
const dateFrom = (params: URLSearchParams) => params.get("date") ?? "";

const loader = ({ request }: LoaderFunctionArgs): Promise<PosDayAnswer> => posApi.day(dateFrom(new URL(request.url).searchParams) || undefined, request.signal);

export function SalesScreen() {
  const [params, setParams] = useSearchParams();
  const date = dateFrom(params);
  const day = useScreenData<typeof loader>();
  // While another day loads, the field already shows the day asked for.
  const pending = usePendingQuery();
  const asked = pending === null ? date : dateFrom(new URLSearchParams(pending));
  // The shop's today as the server said when asked without a date; until then the device's
  // reckoning of it, which only names the day (what may be voided is the server's word per sale).
  const [today, setToday] = useState<string>(shopToday);
  if (!date && today !== day.data.date) setToday(day.data.date);
  const voidSale = useVoidSale(() => day.reload());
  const dateId = useId();

  const chooseDate = (next: string) => setParams(next && next !== today ? { date: next } : {}, { replace: true });

  return (
    <section className="pos-screen pos-sales" aria-labelledby="pos-sales-title">
      <div className="pos-title-row">
        <h1 id="pos-sales-title">{day.data.date === today ? "Today's sales" : `Sales of ${formatDate(day.data.date)}`}</h1>
        <div className="field pos-date">
          <label className="field-label" htmlFor={dateId}>
            Day
          </label>
          <DateField id={dateId} value={asked || today} onChange={chooseDate} />
        </div>
      </div>
      <div aria-busy={day.loading}>
        <DaySales day={day.data} onVoid={voidSale.ask} />
      </div>
      {voidSale.dialog}
    </section>
  );
}

function DaySales({ day, onVoid }: { day: PosDayAnswer; onVoid: (sale: PosSaleSummary) => void }) {
  return (
    <>
      <MoneyRows
        label="The day's totals"
        rows={[
          ...POS_PAYMENT_METHODS.map((m) => ({ label: `${POS_PAYMENT_METHOD_LABELS[m]} (${day.totals.by_method[m].count})`, amount: day.totals.by_method[m].total })),
          { label: `Voided (${day.voided.count})`, amount: day.voided.total },
          { label: `Total (${day.totals.count} ${day.totals.count === 1 ? "sale" : "sales"})`, amount: day.totals.total, strong: true },
        ]}
      />
      {day.sales.length === 0 ? (
        <p className="pos-empty">No sales on this day.</p>
      ) : (
        <div className="pos-table-wrap">
          <table className="pos-table">
            <TableHead
              columns={[
                { label: "Time" },
                { label: "Order" },
                { label: "Customer" },
                { label: "Items", numeric: true },
                { label: "Payment" },
                { label: "Total", numeric: true },
                { label: "Status" },
                { label: "Actions", hidden: true },
              ]}
            />
            <tbody>
              {day.sales.map((sale) => (
                <tr key={sale.order_number} className={sale.status === "voided" ? "pos-sale-voided" : undefined}>
                  <td>{formatShopTime(sale.created_at)}</td>
                  <td>{sale.order_number}</td>
                  <td>{sale.customer ? `${sale.customer.name || formatPhone(sale.customer.phone)}` : "Walk-in"}</td>
                  <td className="pos-number">{sale.items}</td>
                  <td>{POS_PAYMENT_METHOD_LABELS[sale.method]}</td>
                  <td className="pos-number">{formatRupees(sale.total)}</td>
                  <td>{sale.status === "voided" ? "Voided" : "Completed"}</td>
                  <td className="pos-row-actions">
                    <Link className="ui-button ui-button-secondary" to={receiptPath(sale.order_number)} aria-label={`Reprint the receipt of ${sale.order_number}`}>
                      Reprint
                    </Link>
                    {sale.can_void ? (
                      <button type="button" className="ui-button ui-button-secondary" aria-label={`Void ${sale.order_number}`} onClick={() => onVoid(sale)}>
                        Void
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export const route: ScreenRoute = { Component: SalesScreen, loader };
