import type { HeaderProps } from "../chrome-types";

// The accessible name starts with the visible words, so people who steer by voice can say what
// they see (WCAG 2.5.3); the name adds "change location" where the words alone are terse.
export function pincodeButtonText(pincode: string | null | undefined): { visible: string; name: string } {
  return pincode ? { visible: `Delivering to ${pincode}`, name: `Delivering to ${pincode}, change location` } : { visible: "Select delivery pincode", name: "Select delivery pincode" };
}

export function PincodeButton({ pincode, actions }: Pick<HeaderProps, "pincode" | "actions">) {
  const text = pincodeButtonText(pincode);
  return (
    <button type="button" className="pincode-button" data-slot="pincode" onClick={actions.openPincode} aria-label={text.name}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5z" />
      </svg>
      <span>{text.visible}</span>
    </button>
  );
}
