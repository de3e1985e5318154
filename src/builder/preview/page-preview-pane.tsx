// The page editor's live preview: the shop's own renderer draws the page being edited, as the
// route it belongs to, inside the active website's saved header, navbar, footer, theme and
// font, with its data-bound blocks resolved by the server. Blocks that cannot be shown say why.
// The selected block is outlined in it, and clicking a block there picks it (`selection`).
import { useMemo, type CSSProperties } from "react";
import { PREVIEW_PAGE, type PreviewPageMessage } from "../../shared/builder-preview-messages";
import type { PageDocument } from "../../shared/page-document";
import { PreviewViewport } from "./preview-viewport";
import type { PreviewSelection } from "./use-preview-channel";
import { useResolvedPage } from "./use-resolved-page";
import { useSavedSiteSettings } from "./use-saved-site-settings";

export const SETTINGS_FAILED = "The preview could not load the website's settings";

const noteStyle: CSSProperties = { margin: 0, padding: "4px 12px", color: "var(--builder-muted)", fontSize: "0.8125rem" };

export function PagePreviewPane({ doc, routeName, selection }: { doc: PageDocument; routeName: string; selection?: PreviewSelection }) {
  const saved = useSavedSiteSettings();
  const resolved = useResolvedPage(doc);
  const { settings } = saved;
  // Nothing is drawn before the settings and the first answers are in: the frame would show
  // another website's chrome, or the blocks empty, for a moment.
  const ready = settings !== null && resolved.ready;
  const message = useMemo((): PreviewPageMessage | null => (ready ? { type: PREVIEW_PAGE, settings, routeName, page: resolved.doc } : null), [ready, settings, routeName, resolved.doc]);

  const status = saved.error ? (
    <p role="alert" style={noteStyle}>
      {SETTINGS_FAILED}: {saved.error}{" "}
      <button type="button" className="builder-link-button" onClick={saved.retry}>
        Try again
      </button>
    </p>
  ) : resolved.problem ? (
    <p role="status" style={noteStyle}>
      {resolved.problem}
    </p>
  ) : null;
  return <PreviewViewport message={message} status={status} selection={selection} />;
}
