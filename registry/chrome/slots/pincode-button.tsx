import type { HeaderProps } from "../chrome-types";

export function PincodeButton({ pincode, actions }: Pick<HeaderProps, "pincode" | "actions">) {
  return (
    <button type="button" className="pincode-button" data-slot="pincode" onClick={actions.openPincode} aria-label={pincode ? `Delivering to ${pincode}, change location` : "Select delivery pincode"}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5z" />
      </svg>
      <span>{pincode ? `Deliver to ${pincode}` : "Select pincode"}</span>
    </button>
  );
}
