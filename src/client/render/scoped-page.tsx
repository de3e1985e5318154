// A page's blocks inside the container its merchant CSS is scoped to, with that CSS allow-listed
// (ADR 0028). The server answers a live page's CSS so already; the builder's preview sends CSS
// the server has not seen, so a preview loads the sanitiser and applies the same rules.
import { usePreviewSanitised } from "../lib/use-preview-sanitised";
import { PAGE_SCOPE_CLASS } from "../../shared/page-scope";
import type { PageComponent } from "../../shared/page-document";
import type { RenderMode } from "../../../registry/block-types";
import { PageRenderer } from "./page-renderer";

const loadCssSanitiser = () => import("../../shared/merchant-css").then((m) => m.sanitisePageCss);

/** `selectedId`: the block the builder's preview outlines (preview mode only). */
export function ScopedPage({
  url,
  css,
  components,
  mode,
  selectedId,
}: {
  url: string;
  css: string | null | undefined;
  components: readonly PageComponent[];
  mode: RenderMode;
  selectedId?: string | null;
}) {
  const scoped = usePreviewSanitised(css ?? "", mode === "live", loadCssSanitiser);
  return (
    <>
      {scoped ? <style data-page-css>{scoped}</style> : null}
      <div className={PAGE_SCOPE_CLASS} data-page={url}>
        <PageRenderer components={components} mode={mode} url={url} selectedId={selectedId} />
      </div>
    </>
  );
}
