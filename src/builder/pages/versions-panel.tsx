// Every published version of the page, newest first: one can be shown in the preview (read
// only) or restored into the draft, to be published again.
import { confirm } from "../../client/ui/confirm-dialog";
import { Loading } from "../../client/ui/loading";
import { formatDate } from "../../shared/date-format";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchVersions } from "../api/pages-api";

export const restoreTitle = (version: number) => `Restore version ${version}?`;
export const RESTORE_TEXT = "Its blocks and settings become your draft, in place of your edits (undo brings them back). Shoppers see it once you publish.";

/** Asks before a version replaces the owner's edits. */
export function confirmRestore(version: number): Promise<boolean> {
  return confirm({ title: restoreTitle(version), text: RESTORE_TEXT, confirmText: "Restore", cancelText: "Cancel" });
}

export interface VersionsPanelProps {
  pageId: number;
  /** The published version: the list is asked for again when it changes. */
  currentVersion: number;
  /** The version on show in the preview, if any. */
  previewing: number | null;
  busy: boolean;
  onPreview(version: number): void;
  onRestore(version: number): void;
}

export function VersionsPanel({ pageId, currentVersion, previewing, busy, onPreview, onRestore }: VersionsPanelProps) {
  const versions = useLoaded(`${pageId}:${currentVersion}`, (signal) => fetchVersions(pageId, { signal }).then((answer) => answer.versions));

  const restore = async (version: number) => {
    if (await confirmRestore(version)) onRestore(version);
  };

  return (
    <section className="page-versions" aria-labelledby="page-versions-title">
      <h2 id="page-versions-title">Published versions</h2>
      {versions.error ? (
        <p role="alert">
          {versions.error}{" "}
          <button type="button" className="builder-link-button" onClick={versions.reload}>
            Try again
          </button>
        </p>
      ) : versions.data ? (
        <ol className="page-version-list">
          {versions.data.map((v) => (
            <li key={v.version} className={v.version === previewing ? "page-version is-previewing" : "page-version"}>
              <span className="page-version-name">
                Version {v.version}
                {v.current ? <span className="page-block-badge">Live</span> : null}
              </span>
              <span className="page-version-meta">
                {formatDate(v.published_at, true)}
                {v.published_by ? ` · ${v.published_by}` : ""}
              </span>
              <span className="builder-item-actions">
                <button type="button" className="builder-item-action" aria-label={`Preview version ${v.version}`} aria-pressed={v.version === previewing} onClick={() => onPreview(v.version)}>
                  Preview
                </button>
                <button type="button" className="builder-item-action" aria-label={`Restore version ${v.version}`} disabled={busy} onClick={() => void restore(v.version)}>
                  Restore
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <Loading />
      )}
    </section>
  );
}
