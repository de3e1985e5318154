// A button that says when its call runs (§4 "each button shows a loading state"): disabled,
// aria-busy and a spinner, so a second press cannot send the call twice.
import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
}

export function BusyButton({ busy, disabled, children, type = "button", ...rest }: BusyButtonProps) {
  return (
    <button {...rest} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Spinner size="small" label={null} /> : null}
      {children}
    </button>
  );
}
