// §2 wishlist modal "Add Products In Wishlist" (400 px, §9): the shopper's wish lists, each a
// toggle for the product. A toggle is busy while its call runs; the product's flag flips
// locally only once the server has answered (§4), by what it answered. Errors are toasts (§8);
// a 401 (signed out meanwhile) sends the shopper to sign in and back here.
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSetAtom } from "jotai";
import type { WishlistCategory } from "../../../shared/api/wishlist";
import { ApiError, isAbortError } from "../../api/http-client";
import { fetchWishlists, updateWishlist } from "../../api/wishlist-api";
import { useT } from "../../i18n/use-t";
import { loginRedirect } from "../../lib/auth-redirect";
import { userMessage } from "../../lib/user-message";
import type { WishlistTarget } from "../../state/ui-atoms";
import { setWishlistFlagAtom } from "../../state/wishlist-atom";
import { BusyButton } from "../../ui/busy-button";
import { Modal } from "../../ui/modal";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { useBusy } from "../../ui/use-busy";
import { NewWishlistModal } from "./new-wishlist-modal";
import "./panels.css";

export const WISHLIST_MODAL_WIDTH = 400;

type Lists = { state: "loading" } | { state: "failed" } | { state: "ready"; lists: WishlistCategory[] };

export default function WishlistModal({ target, onClose }: { target: WishlistTarget | null; onClose(): void }) {
  const open = target !== null;
  // The product stays on screen while the modal fades out after target turns null.
  const [product, setProduct] = useState(target);
  if (target && target !== product) setProduct(target);
  const [lists, setLists] = useState<Lists>({ state: "loading" });
  const [creating, setCreating] = useState(false);
  const setFlag = useSetAtom(setWishlistFlagAtom);
  const busy = useBusy<number>();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();

  const fail = useCallback(
    (error: unknown) => {
      if (isAbortError(error)) return;
      if (error instanceof ApiError && error.status === 401) {
        setCreating(false);
        onClose();
        void navigate(loginRedirect(location.pathname + location.search + location.hash));
        return;
      }
      toast.error(userMessage(error));
    },
    [navigate, onClose, location.pathname, location.search, location.hash],
  );

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLists({ state: "loading" });
    fetchWishlists(controller.signal).then(
      (answer) => setLists({ state: "ready", lists: answer }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setLists({ state: "failed" });
        fail(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Loaded once per opening (and product), not again when `fail` changes with the address.
  }, [open, target?.product_id]);

  const changeList = (id: number, change: (list: WishlistCategory) => WishlistCategory) =>
    setLists((l) => (l.state === "ready" ? { state: "ready", lists: l.lists.map((list) => (list.id === id ? change(list) : list)) } : l));

  const toggle = (list: WishlistCategory) => {
    if (!product) return;
    const productId = product.product_id;
    busy
      .run(list.id, () => updateWishlist(productId, list.id))
      .then((answer) => {
        setFlag(productId, answer.wishlist);
        const others = list.product_ids.filter((p) => p !== productId);
        changeList(list.id, (l) => ({ ...l, product_ids: answer.saved ? [...others, productId] : others }));
        if (answer.message) toast.success(answer.message);
      }, fail);
  };

  const added = (category: WishlistCategory) => setLists((l) => (l.state === "ready" ? { state: "ready", lists: [...l.lists, category] } : { state: "ready", lists: [category] }));

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(o) => (o ? undefined : onClose())}
        title={t("app.wishlistTitle")}
        description={product ? t("app.wishlistChooseFor", { product: product.product_name }) : undefined}
        width={WISHLIST_MODAL_WIDTH}
        className="wishlist-modal"
        footer={
          <>
            <button type="button" className="ui-button ui-button-secondary" onClick={() => setCreating(true)}>
              {t("app.createWishlist")}
            </button>
            <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
              {t("app.done")}
            </button>
          </>
        }
      >
        {lists.state === "loading" ? (
          <div className="loading">
            <Spinner label={t("app.loadingWishlists")} />
          </div>
        ) : lists.state === "failed" ? (
          <p className="wishlist-empty">{t("app.wishlistsFailed")}</p>
        ) : lists.lists.length === 0 ? (
          <p className="wishlist-empty">{t("app.noWishlists")}</p>
        ) : (
          <ul className="wishlist-choices" aria-label={t("app.yourWishlists")}>
            {lists.lists.map((list) => {
              const saved = product ? list.product_ids.includes(product.product_id) : false;
              return (
                <li key={list.id}>
                  <BusyButton busy={busy.isBusy(list.id)} className={saved ? "wishlist-choice is-saved" : "wishlist-choice"} aria-pressed={saved} onClick={() => toggle(list)}>
                    <span className="wishlist-choice-name">{list.name}</span>
                    <span className="wishlist-choice-state" aria-hidden="true">
                      {saved ? t("app.wishlistSaved") : t("app.wishlistSave")}
                    </span>
                  </BusyButton>
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
      <NewWishlistModal open={open && creating} onClose={() => setCreating(false)} onCreated={added} onError={fail} />
    </>
  );
}
