// Which formatted text the visual editor can hold without losing part of it. The shop's rules
// (rich-text-rules.ts) allow more than its toolbar edits — tables, figures, details, classes —
// and text written as HTML may use them; such text stays in the HTML view, whole.

const BLOCKS_AND_MARKS = new Set(["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote"]);
const WITH_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(["href", "target", "rel", "class", "title"]),
  img: new Set(["src", "alt", "title", "width", "height"]),
};

function describe(tag: string): string {
  if (/^(table|thead|tbody|tr|th|td)$/.test(tag)) return "a table";
  if (tag === "details" || tag === "summary") return "a details section";
  if (tag === "figure" || tag === "figcaption") return "a figure";
  return "styled text";
}

/** What the visual editor would drop from this (already sanitised) HTML, as words; "" when nothing. */
export function visualEditorLoses(html: string): string {
  if (!html) return "";
  const template = document.createElement("template");
  template.innerHTML = html;
  const lost = new Set<string>();
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.localName;
    const attributes = WITH_ATTRIBUTES[tag];
    if (!attributes && !BLOCKS_AND_MARKS.has(tag)) lost.add(describe(tag));
    else if ([...element.attributes].some((a) => !attributes?.has(a.name))) lost.add(tag === "a" || tag === "img" ? "link or picture settings" : "classes or ids");
  }
  return [...lost].join(", ");
}
