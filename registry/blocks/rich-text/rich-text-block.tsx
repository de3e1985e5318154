// Owner-written formatted text. It is sanitised here as well as when saved, because pages
// written before a sanitiser change must not become a way in.
import DOMPurify from "dompurify";
import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../../../src/client/lib/use-hydrated";
import { sanitiseRichTextWith } from "../../../src/shared/rich-text-rules";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/rich-text.schema";

export function sanitiseRichText(html: string): string {
  return sanitiseRichTextWith(DOMPurify, html);
}

/** The in-shop path a click on this link should go to, or null to let the browser handle it. */
export function inShopPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.("a");
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

export default function RichTextBlock({ data, settings }: BlockProps<Shape>) {
  // DOMPurify needs a DOM, so the server leaves the text to the browser.
  const hydrated = useHydrated();
  const html = useMemo(() => (hydrated ? sanitiseRichText(data.html) : ""), [hydrated, data.html]);
  const navigate = useNavigate();
  // Links to the shop's own pages navigate inside the app instead of reloading it.
  const onClick = (event: MouseEvent) => {
    const path = inShopPath(event, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <div
      onClick={onClick}
      className="rich-text"
      style={{ textAlign: settings?.align ?? "left", maxWidth: settings?.max_width, marginInline: settings?.max_width ? "auto" : undefined }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
