// §4 add-to-cart control: "Add to Cart" while the pack is not in the cart, else minus and plus
// around the quantity. Each button shows its own loading state while its call runs; the cart
// it answers replaces the cart atom. Cards on the home page carry it, so it stays small.
// Offline (issue 36) a press is queued instead of sent (src/client/offline/cart-queue.ts): the
// control counts it at once and says it waits for a connection.
import { useEffect, useId, useRef } from "react";
import { useAtomValue } from "jotai";
import type { CartItem } from "../../src/shared/api/cart-shape";
import type { Pack, Product } from "../../src/shared/api/products";
import { userMessage } from "../../src/client/lib/user-message";
import { addToCart, removeFromCart } from "../../src/client/api/cart-api";
import { translate } from "../../src/client/i18n/translate";
import { useT, type Translate } from "../../src/client/i18n/use-t";
import { useHydrated } from "../../src/client/lib/use-hydrated";
import { queueCartStep, queuedNetAtom, shownQuantity } from "../../src/client/offline/cart-queue";
import { cartLineAtom } from "../../src/client/state/cart-atom";
import { useCartCall } from "../../src/client/state/use-cart-call";
import { useOnline } from "../../src/client/state/use-online";
import { BusyButton } from "../../src/client/ui/busy-button";
import { toast } from "../../src/client/ui/toast";
import { useBusy } from "../../src/client/ui/use-busy";
import "./add-to-cart-control.css";

export interface AddToCartControlProps {
  packId: number;
  warehouseId: number;
  /** The pack as the buttons' accessible names say it, e.g. "Atta, 5 kg". */
  label: string;
}

/** The control's props for a product's pack, as cards and the product page show it. */
export function packControl(product: Product, pack: Pack): AddToCartControlProps {
  return { packId: pack.pack_id, warehouseId: pack.warehouse_id, label: `${product.product_name}, ${pack.pack_name}` };
}

/** Why plus is off, said under the stepper: none may be had now (a line kept in the cart after
 *  its stock ran out), or the stock runs out first ("Only 1 left") or the shop's limit does
 *  ("Only 3 per order"); null while more may be had. `quantity` is what the stepper shows, which
 *  counts presses queued offline. `t`: the page's messages (outside React, the installed ones). */
export function stepperNote(line: CartItem, quantity = line.quantity, t: Translate = translate): string | null {
  if (line.max_quantity <= 0) return t("parts.outOfStock");
  if (quantity < line.max_quantity) return null;
  return line.max_quantity < line.max_per_order ? t("cart.onlyLeft", { count: line.max_quantity }) : t("cart.onlyPerOrder", { count: line.max_quantity });
}

type Step = "add" | "plus" | "minus";

/** The stepper's glyph (U+2212), drawn, not read: the button's name says what it does. */
const MINUS = "\u2212";

export function AddToCartControl({ packId, warehouseId, label }: AddToCartControlProps) {
  const t = useT();
  const line = useAtomValue(cartLineAtom(packId));
  const queued = useAtomValue(queuedNetAtom(packId));
  const online = useOnline();
  const quantity = shownQuantity(line?.quantity ?? 0, queued);
  const cartCall = useCartCall();
  const busy = useBusy<Step>();
  const root = useRef<HTMLDivElement>(null);
  const pressed = useRef<Step | null>(null);
  const noteId = useId();
  // The server renders the buttons; until this card has hydrated a press would do nothing, so
  // they say they cannot be pressed yet rather than swallow it.
  const ready = useHydrated();
  const running = busy.isBusy("add") || busy.isBusy("plus") || busy.isBusy("minus");

  // A pressed button can leave (Add gives way to the stepper, the last minus to Add) or turn off
  // (plus at the cap). Keyboard users then keep their place on a successor a second Enter cannot
  // undo: after Add or plus, plus while it is on, else the quantity; after minus, minus, else
  // Add. Focus the shopper has taken elsewhere meanwhile is left alone. Looked at when the call
  // ends, or when the quantity moves: a press queued offline runs no call.
  useEffect(() => {
    const key = pressed.current;
    if (!key || running || !root.current) return;
    pressed.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || (root.current.contains(active) && (active as HTMLButtonElement).disabled);
    if (!lost) return;
    const pick = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
    const enabled = (name: string) => pick(`.add-to-cart-${name}:not(:disabled)`);
    const next = quantity === 0 ? pick(".add-to-cart-button") : key === "minus" ? (enabled("minus") ?? pick(".add-to-cart-count")) : (enabled("plus") ?? pick(".add-to-cart-count"));
    next?.focus();
  }, [running, quantity]);

  const step = (key: Step) => {
    pressed.current = key;
    if (!online) {
      queueCartStep({ pack_id: packId, warehouse_id: warehouseId, label, step: key === "minus" ? "remove" : "add" });
      return;
    }
    const call = key === "minus" ? () => removeFromCart(packId) : () => addToCart({ pack_id: packId, warehouse_id: warehouseId });
    busy.run(key, () => cartCall(call, `cart ${key}`)).catch((error: unknown) => toast.error(userMessage(error)));
  };

  // The server says how many may be had now (stock, per-order limit); it refuses more anyway.
  // Said before the wait: a press the shopper cannot make matters more than one made.
  const note = (line && quantity > 0 ? stepperNote(line, quantity, t) : null) ?? (queued !== 0 ? t("cart.waitingForConnection") : null);
  const soldOut = !!line && quantity > 0 && line.max_quantity <= 0;
  return (
    <div ref={root} className="add-to-cart-control">
      {/* Keyed apart: else React would reuse Add's element as minus, and focus would stay on it. */}
      {quantity === 0 ? (
        <div key="add" className="add-to-cart">
          <BusyButton
            busy={busy.isBusy("add")}
            disabled={!ready}
            className="add-to-cart-button"
            aria-label={t("cart.addToCartLabel", { label })}
            aria-describedby={note ? noteId : undefined}
            onClick={() => step("add")}
          >
            {t("cart.addToCart")}
          </BusyButton>
        </div>
      ) : (
        <div key="stepper" className="add-to-cart add-to-cart-quantity" role="group" aria-label={t("cart.inCart", { label })}>
          <BusyButton busy={busy.isBusy("minus")} disabled={!ready} className="add-to-cart-step add-to-cart-minus" aria-label={t("cart.decreaseQuantity", { label })} onClick={() => step("minus")}>
            <span aria-hidden="true">{MINUS}</span>
          </BusyButton>
          {/* Focusable from script only: it takes focus when plus cannot. */}
          <output className="add-to-cart-count" tabIndex={-1} aria-label={t("cart.quantityOf", { label })} aria-live="polite">
            {quantity}
          </output>
          <BusyButton
            busy={busy.isBusy("plus")}
            disabled={!ready || (line !== undefined && quantity >= line.max_quantity)}
            className="add-to-cart-step add-to-cart-plus"
            aria-label={t("cart.increaseQuantity", { label })}
            aria-describedby={note ? noteId : undefined}
            onClick={() => step("plus")}
          >
            <span aria-hidden="true">+</span>
          </BusyButton>
        </div>
      )}
      {/* Always in the page, empty below the cap, so reaching the cap or queuing is announced. */}
      <p id={noteId} className={soldOut ? "add-to-cart-note add-to-cart-note-stock" : "add-to-cart-note"} aria-live="polite">
        {note}
      </p>
    </div>
  );
}
