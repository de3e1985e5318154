// JSON placed inside a <script> element of the served HTML — the embedded first-page data and
// the pages' JSON-LD alike: `<`, `>` and `&` escaped so no content can close the element or open
// a comment, and U+2028/U+2029 so the text stays valid wherever it is read as script source.
// Every JSON the server writes into HTML goes through embedJson, so there is one rule to audit.
export function embedJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A data <script> (browsers never run these types): its JSON escaped by embedJson. */
export function jsonScript(type: "application/json" | "application/ld+json", value: unknown, id?: string): string {
  return `<script type="${type}"${id ? ` id="${escapeHtml(id)}"` : ""}>${embedJson(value)}</script>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
