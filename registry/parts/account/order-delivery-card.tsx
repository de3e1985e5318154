// Where and when an order goes: the slot, the address and the shopper's note. The order page
// and the confirmation after checkout show the same card.
import type { OrderDetail } from "../../../src/shared/api/account";
import { useT } from "../../../src/client/i18n/use-t";
import { AddressLines } from "./address-lines";
import { useAccountDates } from "./use-dates";
import "./account.css";

export function OrderDeliveryCard({ order, headingId }: { order: OrderDetail; headingId: string }) {
  const t = useT();
  const dates = useAccountDates();
  return (
    <section className="account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("account.delivery")}</h2>
      <p>{order.del_date ? dates.slot(order) : t("account.slotNotSet")}</p>
      {order.address ? (
        <>
          {order.address.name ? <strong>{order.address.name}</strong> : null}
          <AddressLines address={order.address} />
        </>
      ) : null}
      {order.notes ? <p className="order-notes">{t("account.orderNote", { note: order.notes })}</p> : null}
    </section>
  );
}
