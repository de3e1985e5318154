// Owner-written formatted text. A live page's text was sanitised by the server when it
// answered the page (on every answer, so pages written before a rule change are cleaned too),
// and is drawn as it came, by the server's first render as well; a preview sanitises the
// builder's draft in the browser.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { usePreviewSanitised } from "../../../src/client/lib/use-preview-sanitised";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/rich-text.schema";

const loadSanitiser = () => import("./sanitise-rich-text").then((m) => m.sanitiseRichText);

/** The in-shop path a click on this link should go to, or null to let the browser handle it. */
export function inShopPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.("a");
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

export default function RichTextBlock({ data, settings, mode }: BlockProps<Shape>) {
  const html = usePreviewSanitised(data.html, mode === "live", loadSanitiser) ?? "";
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
