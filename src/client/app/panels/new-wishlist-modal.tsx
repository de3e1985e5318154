// §2 "Create Another Wish List" modal (500 px, §9): a name, checked by the contract's rule
// before any call; on success the toast "Wishlist added successfully" (§7) and the new list
// joins the Add Products In Wishlist modal beneath. Server errors are toasts (§8).
import { useId, useState, type FormEvent } from "react";
import { WISHLIST_NAME_MAX, wishlistCategoryBody, type WishlistCategory } from "../../../shared/api/wishlist";
import { createWishlist } from "../../api/wishlist-api";
import { useT, type Translate } from "../../i18n/use-t";
import { Modal } from "../../ui/modal";
import { toast } from "../../ui/toast";
import "../../ui/form/form.css";

export const NEW_WISHLIST_MODAL_WIDTH = 500;

/**
 * The contract's refusal of a name in the page's language: what the rule found (the contract
 * words its messages in English, for the server).
 */
function nameProblem(name: string, code: string | undefined, t: Translate): string {
  if (code === "too_big") return t("app.wishlistNameTooLong", { max: WISHLIST_NAME_MAX });
  if (code === "custom") return /[<>]/.test(name) ? t("app.wishlistNameAngles") : t("app.wishlistNameOneLine");
  return t("app.wishlistNameRequired");
}

export interface NewWishlistModalProps {
  open: boolean;
  onClose(): void;
  onCreated(category: WishlistCategory): void;
  /** A refused call: the caller decides between a toast and sign-in. */
  onError(error: unknown): void;
}

export function NewWishlistModal({ open, onClose, onCreated, onError }: NewWishlistModalProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const t = useT();

  const close = () => {
    setName("");
    setError(null);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const checked = wishlistCategoryBody.safeParse({ name });
    if (!checked.success) {
      setError(nameProblem(name, checked.error.issues[0]?.code, t));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await createWishlist(checked.data.name);
      toast.success(t("app.wishlistAdded"));
      onCreated(answer.category);
      close();
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={t("app.createWishlist")}
      width={NEW_WISHLIST_MODAL_WIDTH}
      okText={t("app.create")}
      onOk={() => void submit()}
      okLoading={busy}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={error ? "field field-invalid" : "field"}>
          <label className="field-label" htmlFor={id}>
            {t("app.wishlistName")}
          </label>
          <input
            id={id}
            className="text-input"
            type="text"
            maxLength={WISHLIST_NAME_MAX}
            placeholder={t("app.wishlistNameExample")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
