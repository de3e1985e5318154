// Pages as the service worker answers them from its copies, or when it has none.
import { SERVED_FROM_CACHE_ATTRIBUTE } from "../shared/offline/offline-caches";

// Copied from a kept answer; the body is now the decoded text, so no encoding or length applies.
const DROPPED_HEADERS = ["content-encoding", "content-length"];

/**
 * A kept page, marked on its <html> as served from the copy: the shop then asks the network for
 * the signed-in state, the cart and the page's data once it can (stale-page.ts).
 */
export async function markedCopy(copy: Response): Promise<Response> {
  const html = await copy.text();
  const headers = new Headers(copy.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  const marked = html.replace(/<html\b/i, (tag) => `${tag} ${SERVED_FROM_CACHE_ATTRIBUTE}=""`);
  return new Response(marked, { status: copy.status, statusText: copy.statusText, headers });
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:2rem 1.25rem;color:#1f2937;background:#fff;line-height:1.5}
main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1rem}
a{display:inline-block;margin:0 1rem .5rem 0;padding:.625rem 1rem;border-radius:.5rem;background:#1f2937;color:#fff;text-decoration:none;min-height:24px}
a.plain{background:transparent;color:#1f2937;text-decoration:underline;padding-left:0}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}a{background:#f3f4f6;color:#111827}a.plain{background:transparent;color:#f3f4f6}}`;

/**
 * What a page the device has no copy of says without a connection. `private`: a page that is
 * never kept (account, checkout, sign-in), which says it needs a connection.
 */
export function offlinePage(kind: "not-kept" | "private"): Response {
  const explanation =
    kind === "private"
      ? "This page needs a connection: your account, orders, checkout and signing in are never kept on this device."
      : "This page has not been opened on this device before, so there is no copy of it. Pages you have opened before still open without a connection.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>You are offline</title><style>${STYLE}</style></head>
<body><main><h1>You are offline</h1><p>${explanation}</p><p><a href="">Try again</a><a class="plain" href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
