// Every published version of the page, newest first: one can be shown in the preview (read
// only) or restored into the draft, to be published again.
import { useEffect, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import { confirm } from "../../client/ui/confirm-dialog";
import { Loading } from "../../client/ui/loading";
import type { PageVersionSummary } from "../../shared/api/admin-pages";
import { formatDate } from "../../shared/date-format";
import { userMessage } from "../../shared/error-message";
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

type Loaded = { status: "loading" } | { status: "ready"; versions: PageVersionSummary[] } | { status: "failed"; message: string };

export function VersionsPanel({ pageId, currentVersion, previewing, busy, onPreview, onRestore }: VersionsPanelProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchVersions(pageId, { signal: controller.signal }).then(
      (answer) => setLoaded({ status: "ready", versions: answer.versions }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: "failed", message: userMessage(error) });
      },
    );
    return () => controller.abort();
  }, [pageId, currentVersion, attempt]);

  const restore = async (version: number) => {
    if (await confirmRestore(version)) onRestore(version);
  };

  return (
    <section className="page-versions" aria-labelledby="page-versions-title">
      <h2 id="page-versions-title">Published versions</h2>
      {loaded.status === "loading" ? <Loading /> : null}
      {loaded.status === "failed" ? (
        <p role="alert">
          {loaded.message}{" "}
          <button type="button" className="builder-link-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : null}
      {loaded.status === "ready" ? (
        <ol className="page-version-list">
          {loaded.versions.map((v) => (
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
      ) : null}
    </section>
  );
}
