// §2 Change Location modal (§4, §5, §8): a numeric pincode input. Under 6 digits it says
// "Please enter a valid pincode" and asks nothing; otherwise the Apply button is busy while the
// server checks the pincode, whose refusal is shown under the input; on success the page reloads.
import { useId, useState, type FormEvent } from "react";
import { PINCODE_LENGTH } from "../../../shared/constants";
import { checkPincode } from "../../api/pincode-api";
import { useT } from "../../i18n/use-t";
import { reportError } from "../../lib/error-reporter";
import { userMessage } from "../../lib/user-message";
import { reloadPage } from "../../lib/reload-page";
import { Modal } from "../../ui/modal";
import "../../ui/form/form.css";
import "./panels.css";

export default function PincodeModal({ open, onClose, pincode }: { open: boolean; onClose(): void; pincode: string | null }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState(open);
  // Each opening starts from an empty field, not from the last refused pincode.
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setValue("");
      setError(null);
    }
  }
  const id = useId();
  const errorId = `${id}-error`;
  const t = useT();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (value.length < PINCODE_LENGTH) {
      setError(t("validation.pincode"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await checkPincode(value);
    } catch (failure) {
      reportError(failure, { where: "check pincode", pincode: value });
      setError(userMessage(failure, t));
      setBusy(false);
      return;
    }
    // Stays busy until the browser leaves the page.
    reloadPage();
  };

  return (
    <Modal open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={t("app.changeLocation")} className="pincode-modal" okText={t("app.apply")} onOk={() => void submit()} okLoading={busy}>
      <form className="pincode-form" onSubmit={(e) => void submit(e)} noValidate>
        {pincode ? <p className="pincode-current">{t("app.deliveringTo", { pincode })}</p> : null}
        <div className={error ? "field field-invalid" : "field"}>
          <label className="field-label" htmlFor={id}>
            {t("app.deliveryPincode")}
          </label>
          <input
            id={id}
            className="text-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
            maxLength={PINCODE_LENGTH}
            placeholder={t("app.pincodeExample")}
            value={value}
            // Digits only, whatever is typed or pasted.
            onChange={(e) => setValue(e.target.value.replace(/\D/g, "").slice(0, PINCODE_LENGTH))}
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
