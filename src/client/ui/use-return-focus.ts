// Focus goes back to whatever opened a dialog when it closes (WCAG 2.4.3). Radix does this only
// for its own Dialog.Trigger, and our dialogs are opened by ordinary buttons (the header's cart
// button, a row's Delete…), so without this a keyboard user closing one lands on <body>.
import { useCallback, useEffect, useState } from "react";

/** The element each open dialog's content was opened from, so a dialog opened from inside
 *  another one (the cart's "Select pincode") can fall back to that one's opener once the first
 *  has gone. */
const openers = new WeakMap<Element, HTMLElement[]>();

function focusedElement(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The element focused now, and behind it the openers of the dialog it sits in. */
function openerChain(): HTMLElement[] {
  const active = focusedElement();
  if (!active) return [];
  const host = active.closest("[role='dialog'], [role='alertdialog']");
  return [active, ...((host && openers.get(host)) ?? [])];
}

function focusable(el: HTMLElement): boolean {
  return el.isConnected && !el.closest("[inert]") && !(el as HTMLButtonElement).disabled;
}

/**
 * Call with the dialog's open state and its content element (null for a panel that leaves the
 * page as it closes: focus is lost then, and given back). Answers the handler for Radix's
 * onCloseAutoFocus, whose own fallback (a Dialog.Trigger we do not use) would blur to <body>.
 */
export function useReturnFocus(open: boolean, content: HTMLElement | null): (event: Event) => void {
  // Read while rendering the open state, before the commit moves focus into the dialog
  // (autoFocus fields and Radix's focus scope both do so during that commit).
  const [chain, setChain] = useState<HTMLElement[]>(() => (open ? openerChain() : []));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChain(openerChain());
  }

  useEffect(() => {
    if (content && chain.length) openers.set(content, chain);
  }, [content, chain]);

  const giveBack = useCallback(() => {
    const active = focusedElement();
    // Only when focus is still in the dialog or lost: never pull it from where the user went.
    if (active && !(content && content.contains(active))) return;
    chain.find(focusable)?.focus();
  }, [chain, content]);

  // At once on closing, not after the 300 ms fade: Tab must not wander the fading dialog.
  // (It runs again when the content unmounts, which is harmless: focus has left it by then.)
  useEffect(() => {
    if (!open) giveBack();
  }, [open, giveBack]);

  return useCallback(
    (event: Event) => {
      event.preventDefault();
      giveBack();
    },
    [giveBack],
  );
}
