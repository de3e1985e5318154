// While the browser is offline every page says so above the header (issue 36): the page still
// shows what was loaded, which may be stale, and what needs the server says so where it is.
// Nothing is rendered while online, so a normal load keeps its layout.
import { useT } from "../i18n/use-t";
import { useOnline } from "../state/use-online";

export function OfflineBar() {
  const online = useOnline();
  const t = useT();
  if (online) return null;
  return (
    <div className="offline-bar" role="status" aria-live="polite">
      <span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2.5 8.8a14 14 0 0 1 19 0M5.8 12.3a9.3 9.3 0 0 1 12.4 0M9.2 15.7a4.5 4.5 0 0 1 5.6 0M3 3l18 18" />
          <circle cx="12" cy="19.5" r="1.2" fill="currentColor" stroke="none" />
        </svg>
        {t("app.offline")}
      </span>{" "}
      <span>{t("app.offlineStale")}</span>
    </div>
  );
}
