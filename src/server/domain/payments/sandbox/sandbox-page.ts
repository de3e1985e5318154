// The sandbox's hosted test payment page: plain server-rendered HTML with two forms (pay, fail),
// no script at all, and a stylesheet allowed by its hash so a strict CSP holds.
import { createHash } from "node:crypto";
import { formatRupees, toRupees } from "../../../../shared/money";
import type { OnlineMethod } from "../payment-provider";
import { sandboxPayPath } from "./sandbox-constants";
import { isPaid, type SandboxOrder } from "./sandbox-store";

const STYLE =
  "body{font-family:system-ui,sans-serif;background:#f6f7f5;color:#1f2937;margin:0}" +
  "main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}" +
  ".tag{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.2rem .7rem;font-size:.8rem}" +
  "dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#6b7280}" +
  "button,a.back{display:block;box-sizing:border-box;width:100%;padding:.8rem;margin-top:.8rem;border:0;border-radius:8px;font-size:1rem;text-align:center;cursor:pointer;text-decoration:none}" +
  ".pay,a.back{background:#0f7b3f;color:#fff}.fail{background:#fee2e2;color:#b91c1c}";

/** The page's Content-Security-Policy: nothing but its own stylesheet. */
export const SANDBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; frame-ancestors 'none'`;

const NAMES: Record<OnlineMethod, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="tag">Payment sandbox: no money moves</p>
${body}
</main></body></html>
`;
}

export function notFoundPage(): string {
  return page("No such test payment", "<h1>No such test payment</h1><p>This sandbox order does not exist.</p>");
}

/** The page for one sandbox order; `back` is where a paid order's shopper returns. */
export function payPage(order: SandboxOrder, back: string | null): string {
  const name = NAMES[order.provider];
  const amount = formatRupees(toRupees(order.amount));
  const reference = order.provider === "razorpay" ? order.receipt || order.notes.order_number || order.id : order.id;
  const details = `<dl><dt>Order</dt><dd>${escapeHtml(reference)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>${name} id</dt><dd>${escapeHtml(order.id)}</dd></dl>`;
  if (isPaid(order)) {
    const link = back ? `<a class="back" href="${escapeHtml(back)}">Back to the shop</a>` : "";
    return page(`${name} test payment`, `<h1>${name} test payment</h1>${details}<p>This order is paid.</p>${link}`);
  }
  const action = escapeHtml(sandboxPayPath(order.provider, order.id));
  const form = (outcome: string, cls: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;
  return page(`${name} test payment`, `<h1>${name} test payment</h1>${details}${form("success", "pay", `Pay ${amount} (success)`)}${form("failure", "fail", "Fail payment")}`);
}
