// A page's blocks inside the container its merchant CSS is scoped to, with that CSS allow-listed
// (ADR 0028). The server answers the CSS so already; sanitising here keeps a page from anywhere
// else — the builder's preview included — to the same rules. Idempotent, so it costs nothing twice.
import { useMemo } from "react";
import { PAGE_SCOPE_CLASS, sanitisePageCss } from "../../shared/merchant-css";
import type { PageComponent } from "../../shared/page-document";
import type { RenderMode } from "../../../registry/block-types";
import { PageRenderer } from "./page-renderer";

/** `selectedId`: the block the builder's preview outlines (preview mode only). */
export function ScopedPage({ url, css, components, mode, selectedId }: { url: string; css: string | null | undefined; components: readonly PageComponent[]; mode: RenderMode; selectedId?: string | null }) {
  const scoped = useMemo(() => sanitisePageCss(css), [css]);
  return (
    <>
      {scoped ? <style data-page-css>{scoped}</style> : null}
      <div className={PAGE_SCOPE_CLASS} data-page={url}>
        <PageRenderer components={components} mode={mode} url={url} selectedId={selectedId} />
      </div>
    </>
  );
}
