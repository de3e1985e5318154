// The heart beside a product's name: opens the wishlist modal for the product, or, for a
// visitor who is not signed in (wish lists need an account), goes to sign-in the way the route
// guard does, so sign-in brings them back here. Filled while the product is in a wish list.
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../src/client/i18n/use-t";
import { loginRedirect } from "../../src/client/lib/auth-redirect";
import { useHydrated } from "../../src/client/lib/use-hydrated";
import { wishlistTargetAtom } from "../../src/client/state/ui-atoms";
import { userAtom } from "../../src/client/state/user-atom";
import { useWishlistFlag } from "../../src/client/state/wishlist-atom";
import "./wishlist-heart.css";

export function WishlistHeart({ product }: { product: { product_id: number; product_name: string; wishlist: boolean } }) {
  const t = useT();
  const saved = useWishlistFlag(product);
  const user = useAtomValue(userAtom);
  const choose = useSetAtom(wishlistTargetAtom);
  const navigate = useNavigate();
  const location = useLocation();
  // Server-rendered, it cannot be pressed until the page has hydrated (see AddToCartControl).
  const ready = useHydrated();

  const press = () => {
    if (!user) {
      void navigate(loginRedirect(location.pathname + location.search + location.hash));
      return;
    }
    choose({ product_id: product.product_id, product_name: product.product_name });
  };

  return (
    <button
      type="button"
      className={saved ? "wishlist-heart is-saved" : "wishlist-heart"}
      aria-label={saved ? t("parts.wishlistSaved", { name: product.product_name }) : t("parts.wishlistAdd", { name: product.product_name })}
      aria-haspopup={user ? "dialog" : undefined}
      data-saved={saved}
      disabled={!ready}
      onClick={press}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        />
      </svg>
    </button>
  );
}
