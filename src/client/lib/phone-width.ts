// The width below which the shop lays itself out for a phone; the stylesheets' `max-width: 767px`
// rules are the same breakpoint.
export const PHONE_MAX_WIDTH = 767;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether the page is laid out for a phone now; false where there is no window (server, tests). */
export function isPhoneWidth(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(PHONE_MEDIA_QUERY).matches;
}
