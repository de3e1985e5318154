/** The §2 list query (q, c, b, s, page): all of a search that an address sent to a vendor keeps. */
const RECORDED_QUERY_KEYS = ["q", "c", "b", "s", "page"];

/**
 * An address as the analytics and error-reporting vendors may see it: the path and the list's
 * own query, nothing else. Other parameters and the hash can carry what is not theirs to keep —
 * a payment provider's ids on /checkout/confirm, a phone number handed to a sign-in screen.
 * `address` is a path with its query, or an absolute URL of any origin.
 */
export function recordableUrl(address: string, origin: string): string {
  const sent = new URL(address, origin);
  const url = new URL(sent.pathname, sent.origin);
  for (const key of RECORDED_QUERY_KEYS) {
    const value = sent.searchParams.get(key);
    if (value !== null) url.searchParams.set(key, value);
  }
  return url.href;
}
