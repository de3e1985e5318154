// Rewrites the head's page meta after a navigation, so a shared or bookmarked page (and the
// title in the tab) describes what is shown. The tags the server wrote carry the same marker
// and are replaced the same way.
import { metaTags, type PageMeta } from "../../shared/page-meta";

const MARKER = "data-page-meta";

export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  if (meta.title) doc.title = meta.title;
  for (const old of doc.head.querySelectorAll(`[${MARKER}]`)) old.remove();
  for (const tag of metaTags(meta)) {
    const el = doc.createElement(tag.tag);
    if (tag.tag === "link") {
      el.setAttribute("rel", tag.rel);
      el.setAttribute("href", tag.href);
    } else {
      el.setAttribute(tag.key, tag.id);
      el.setAttribute("content", tag.content);
    }
    el.setAttribute(MARKER, "");
    doc.head.appendChild(el);
  }
}
