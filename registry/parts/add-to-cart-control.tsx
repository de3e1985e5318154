// §4 add-to-cart control: "Add to Cart" while the pack is not in the cart, else minus and plus
// around the quantity. Each button shows its own loading state while its call runs; the cart
// it answers replaces the cart atom. Cards on the home page carry it, so it stays small.
import { useEffect, useRef } from "react";
import { useAtomValue } from "jotai";
import type { Pack, Product } from "../../src/shared/api/products";
import { userMessage } from "../../src/shared/error-message";
import { addToCart, removeFromCart } from "../../src/client/api/cart-api";
import { useHydrated } from "../../src/client/lib/use-hydrated";
import { cartAtom } from "../../src/client/state/cart-atom";
import { useCartCall } from "../../src/client/state/use-cart-call";
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

type Step = "add" | "plus" | "minus";

export function AddToCartControl({ packId, warehouseId, label }: AddToCartControlProps) {
  const line = useAtomValue(cartAtom).items.find((i) => i.pack_id === packId);
  const cartCall = useCartCall();
  const busy = useBusy<Step>();
  const root = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const inCart = line !== undefined;
  // The server renders the buttons; until this card has hydrated a press would do nothing, so
  // they say they cannot be pressed yet rather than swallow it.
  const ready = useHydrated();

  // The pressed button leaves when the control changes form (Add gives way to minus and plus,
  // the last minus to Add); keyboard users keep their place on its successor.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body) root.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  }, [inCart]);

  const step = (key: Step) => {
    pressed.current = true;
    const call = key === "minus" ? () => removeFromCart(packId) : () => addToCart({ pack_id: packId, warehouse_id: warehouseId });
    busy.run(key, () => cartCall(call, `cart ${key}`)).catch((error: unknown) => toast.error(userMessage(error)));
  };

  if (!line) {
    return (
      <div ref={root} className="add-to-cart">
        <BusyButton busy={busy.isBusy("add")} disabled={!ready} className="add-to-cart-button" aria-label={`Add to Cart: ${label}`} onClick={() => step("add")}>
          Add to Cart
        </BusyButton>
      </div>
    );
  }
  // The server says how many may be had now (stock, per-order limit); it refuses more anyway.
  const max = line.max_quantity;
  return (
    <div ref={root} className="add-to-cart add-to-cart-quantity" role="group" aria-label={`${label} in cart`}>
      <BusyButton busy={busy.isBusy("minus")} disabled={!ready} className="add-to-cart-step" aria-label={`Decrease quantity of ${label}`} onClick={() => step("minus")}>
        <span aria-hidden="true">−</span>
      </BusyButton>
      <output className="add-to-cart-count" aria-label={`Quantity of ${label}`} aria-live="polite">
        {line.quantity}
      </output>
      <BusyButton
        busy={busy.isBusy("plus")}
        disabled={!ready || line.quantity >= max}
        className="add-to-cart-step"
        aria-label={`Increase quantity of ${label}`}
        title={line.quantity >= max ? `At most ${max}` : undefined}
        onClick={() => step("plus")}
      >
        <span aria-hidden="true">+</span>
      </BusyButton>
    </div>
  );
}
