import { useT, type Translate } from "../../../src/client/i18n/use-t";
import type { HeaderProps } from "../chrome-types";

// The accessible name starts with the visible words, so people who steer by voice can say what
// they see (WCAG 2.5.3); the name adds what the terse words leave out.
export function pincodeButtonText(pincode: string | null | undefined, t: Translate): { label: string; value: string; name: string } {
  return pincode
    ? { label: t("chrome.deliverTo"), value: pincode, name: t("chrome.deliverToName", { pincode }) }
    : { label: t("chrome.selectPincode"), value: t("chrome.pincode"), name: t("chrome.selectPincodeName") };
}

/** "Deliver to / 560038 ▾" in two short lines, so it fits a phone's first header row. */
export function PincodeButton({ pincode, actions }: Pick<HeaderProps, "pincode" | "actions">) {
  const t = useT();
  const text = pincodeButtonText(pincode, t);
  return (
    <button type="button" className="pincode-button" data-slot="pincode" onClick={actions.openPincode} aria-label={text.name}>
      <svg aria-hidden="true" className="pincode-pin" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5z" />
      </svg>
      <span className="pincode-words">
        <span className="pincode-label">{text.label} </span>
        <span className="pincode-value">
          {text.value}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
            <path fill="currentColor" d="M6 9l6 6 6-6" />
          </svg>
        </span>
      </span>
    </button>
  );
}
