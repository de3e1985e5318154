// One line of the cart panel: the pack, its price, the quantity control shared with the cards,
// the line's amount, the server's note on it, and Remove, which takes the whole line out (§2).
// A line whose stock ran out stays until the shopper removes it: the control says "Out of stock"
// under its stepper, with plus off.
import { Link } from "react-router";
import type { CartItem } from "../../../shared/api/cart";
import { formatRupees } from "../../../shared/money";
import { AddToCartControl, stepperNote } from "../../../../registry/parts/add-to-cart-control";
import { removeFromCart } from "../../api/cart-api";
import { useT } from "../../i18n/use-t";
import { cdnImage } from "../../lib/cdn-image";
import { userMessage } from "../../lib/user-message";
import { useCartCall } from "../../state/use-cart-call";
import { BusyButton } from "../../ui/busy-button";
import { toast } from "../../ui/toast";
import { useBusy } from "../../ui/use-busy";

export function CartLine({ item, onLeave }: { item: CartItem; onLeave(): void }) {
  const cartCall = useCartCall();
  const busy = useBusy<"remove">();
  const t = useT();
  const label = `${item.name}, ${item.pack}`;
  const remove = () => busy.run("remove", () => cartCall(() => removeFromCart(item.pack_id, true), "cart remove line")).catch((error: unknown) => toast.error(userMessage(error)));
  // Said once: what the stepper already says beside plus is not repeated under the name.
  const message = item.message && item.message !== stepperNote(item) ? item.message : null;

  return (
    <li className={item.valid ? "cart-line" : "cart-line cart-line-invalid"} aria-label={label}>
      <img className="cart-line-image" src={cdnImage(item.image, "small")} alt="" width={64} height={64} loading="lazy" />
      <div className="cart-line-main">
        <Link className="cart-line-name" to={`/products/${item.slug}`} onClick={onLeave}>
          {item.name}
        </Link>
        <span className="cart-line-pack">{item.pack}</span>
        <span className="cart-line-prices">
          <strong>{formatRupees(item.price)}</strong>
          {item.act_price > item.price ? <s aria-label={t("app.lineMrp", { price: formatRupees(item.act_price) })}>{formatRupees(item.act_price)}</s> : null}
        </span>
        {message ? <p className="cart-line-message">{message}</p> : null}
      </div>
      <div className="cart-line-side">
        <strong className="cart-line-amount" aria-label={t("app.lineAmount", { amount: formatRupees(item.amount) })}>
          {formatRupees(item.amount)}
        </strong>
        <AddToCartControl packId={item.pack_id} warehouseId={item.warehouse_id} label={label} />
        <BusyButton busy={busy.isBusy("remove")} className="cart-link-button cart-line-remove" aria-label={t("app.removeThing", { name: label })} onClick={() => void remove()}>
          {t("app.remove")}
        </BusyButton>
      </div>
    </li>
  );
}
