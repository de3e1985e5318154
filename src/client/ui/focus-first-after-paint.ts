// Where a dialog's focus starts. Radix moves it in as the dialog mounts, and to find and focus
// the first field it has the browser work out the styles and layout of the whole page behind the
// dialog in the same task as the dialog's render: on a slow phone that made the cart panel's
// opening one long task of some 160 ms (issue 29). Focus is moved in after the dialog's first
// frame instead, when that work is done, to the same element Radix would pick.
import { afterNextPaint } from "../lib/after-next-paint";

// What a keyboard reaches, less links (Radix skips them too: a dialog opening on a link is a
// surprise) and what is turned off.
const TABBABLE = 'button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** An `onOpenAutoFocus` handler: the first control of the dialog takes focus after it is painted. */
export function focusFirstAfterPaint(event: Event): void {
  event.preventDefault();
  const dialog = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  if (!dialog) return;
  void afterNextPaint().then(() => {
    // Closed meanwhile, or the shopper (or the dialog's own code) has already put focus inside.
    if (!dialog.isConnected || dialog.contains(document.activeElement)) return;
    // checkVisibility is missing from older browsers and test DOMs: there every control counts.
    const first = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].find((el) => el.checkVisibility?.() ?? true);
    (first ?? dialog).focus({ preventScroll: true });
    // Like Radix: a text field taken this way has its text selected, ready to be typed over.
    if (first instanceof HTMLInputElement) first.select();
  });
}
