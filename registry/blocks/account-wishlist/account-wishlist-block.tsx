// /account/wishlist (§2 "Wishlist"): each wish list with its products as cards (with Add to
// Cart), and Remove under each, which toggles the product out of that list through the §7
// update call and takes the card away once the server has answered.
import { Link } from "react-router";
import { useSetAtom } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-wishlist.schema";
import type { WishlistWithProducts } from "../../../src/shared/api/account";
import type { Product } from "../../../src/shared/api/products";
import { userMessage } from "../../../src/shared/error-message";
import { fetchAccountWishlist } from "../../../src/client/api/account-api";
import { updateWishlist } from "../../../src/client/api/wishlist-api";
import { setWishlistFlagAtom } from "../../../src/client/state/wishlist-atom";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { toast } from "../../../src/client/ui/toast";
import { useBusy } from "../../../src/client/ui/use-busy";
import { useT } from "../../../src/client/i18n/use-t";
import { AccountLayout } from "../../parts/account/account-layout";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { useAccountData, useSessionExpired } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";
import { ProductCard } from "../../parts/product-card";
import "./account-wishlist.css";

export default function AccountWishlistBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const lists = useAccountData(fetchAccountWishlist, "wishlist", "wish lists", screenApi.wishlist);
  const setFlag = useSetAtom(setWishlistFlagAtom);
  const busy = useBusy<string>();
  const expired = useSessionExpired();

  const remove = (list: WishlistWithProducts, product: Product) =>
    busy
      .run(`${list.id}-${product.product_id}`, () => updateWishlist(product.product_id, list.id))
      .then(
        (answer) => {
          setFlag(product.product_id, answer.wishlist);
          // The call toggles: had the list lost the product meanwhile, it would now hold it again.
          lists.update((all) => all.map((l) => (l.id === list.id ? { ...l, products: answer.saved ? l.products : l.products.filter((p) => p.product_id !== product.product_id) } : l)));
          if (answer.saved) lists.reload();
          toast.success(t(answer.saved ? "account.wishlistBackIn" : "account.wishlistRemoved", { product: product.product_name, list: list.name }));
        },
        (error: unknown) => {
          if (!expired(error)) toast.error(userMessage(error));
        },
      );

  return (
    <AccountLayout title={data.title || t("account.myWishlist")}>
      <LoadState loaded={lists.loaded} what={t("account.whatWishLists")} onRetry={lists.retry}>
        {(all) =>
          all.length === 0 ? (
            <EmptyState title={t("account.wishlistEmpty")}>
              <p>{t("account.wishlistEmptyText")}</p>
              <Link className="ui-button ui-button-primary" to="/products">
                {t("account.browseProducts")}
              </Link>
            </EmptyState>
          ) : (
            all.map((list) => (
              <section key={list.id} className="account-section wishlist-list" aria-labelledby={`wishlist-${list.id}`}>
                <h2 id={`wishlist-${list.id}`}>
                  {list.name} <span className="wishlist-count">({list.products.length})</span>
                </h2>
                {list.products.length === 0 ? (
                  <p className="account-note">{t("account.wishlistListEmpty")}</p>
                ) : (
                  <ul className="wishlist-grid">
                    {list.products.map((product) => (
                      <li key={product.product_id}>
                        <ProductCard product={product} />
                        <BusyButton
                          className="link-button link-button-danger wishlist-remove"
                          busy={busy.isBusy(`${list.id}-${product.product_id}`)}
                          aria-label={t("account.wishlistRemoveLabel", { product: product.product_name, list: list.name })}
                          onClick={() => void remove(list, product)}
                        >
                          {t("account.remove")}
                        </BusyButton>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))
          )
        }
      </LoadState>
    </AccountLayout>
  );
}
