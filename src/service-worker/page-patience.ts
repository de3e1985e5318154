// How long a page waits for the network before its kept copy shows (ADR 0084).

/** A visit on a weak connection: after this the kept copy shows, and refreshes itself. */
export const PAGE_PATIENCE_MS = 500;

/**
 * A reload is the shopper asking for the page as it is now (browsers send it as "no-cache", or
 * "reload" when forced): it waits for the network however long it takes, and only a failed
 * network gets the copy. Every other visit — a link, a typed address, the app opened — waits
 * half a second.
 */
export function pagePatience(request: Pick<Request, "cache">): number {
  return request.cache === "no-cache" || request.cache === "reload" ? Infinity : PAGE_PATIENCE_MS;
}
