import { useT } from "../../../src/client/i18n/use-t";
import type { HeaderProps } from "../chrome-types";

export function CartButton({ cartCount, actions }: Pick<HeaderProps, "cartCount" | "actions">) {
  const t = useT();
  return (
    <button type="button" className="cart-button" data-slot="cart" onClick={actions.openCart} aria-label={t("chrome.cart", { count: cartCount })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.6 2H21l-2.4 8.4a2 2 0 0 1-1.9 1.6H8.1a2 2 0 0 1-1.9-1.5L3.3 4H1V2h3.8z" />
      </svg>
      <span className="cart-badge" data-testid="cart-count" aria-hidden="true">
        {cartCount}
      </span>
    </button>
  );
}
