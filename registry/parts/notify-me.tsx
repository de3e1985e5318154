// "Notify me" beside an out-of-stock pack (issue 33): a signed-in shopper asks to hear (by text,
// and by email where they gave one) when the pack is back where they shop, and can take it back.
// A visitor goes to sign-in first, as the wish-list heart does, and comes back here.
import { useState } from "react";
import { useAtomValue } from "jotai";
import { useLocation, useNavigate } from "react-router";
import { userMessage } from "../../src/client/lib/user-message";
import { askStockAlert, endStockAlert } from "../../src/client/api/stock-alerts-api";
import { useT } from "../../src/client/i18n/use-t";
import { loginRedirect } from "../../src/client/lib/auth-redirect";
import { useHydrated } from "../../src/client/lib/use-hydrated";
import { BusyButton } from "../../src/client/ui/busy-button";
import { useStockAlerts } from "../../src/client/state/stock-alerts-atom";
import { userAtom } from "../../src/client/state/user-atom";
import "./notify-me.css";

export function NotifyMe({ pack, name, compact = false }: { pack: { pack_id: number; warehouse_id: number; pack_name: string }; name: string; compact?: boolean }) {
  const t = useT();
  const user = useAtomValue(userAtom);
  const [waiting, setWaiting, known] = useStockAlerts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const ready = useHydrated();
  const asked = waiting.has(pack.pack_id);
  const what = `${name}, ${pack.pack_name}`;

  async function toggle() {
    if (!user) {
      void navigate(loginRedirect(location.pathname + location.search + location.hash));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (asked) await endStockAlert(pack.pack_id);
      else await askStockAlert(pack.pack_id, pack.warehouse_id);
      setWaiting(pack.pack_id, !asked);
    } catch (error) {
      setFailure(userMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={compact ? "notify-me is-compact" : "notify-me"}>
      <BusyButton
        className={asked ? "ui-button ui-button-secondary notify-me-button" : "ui-button ui-button-primary notify-me-button"}
        busy={busy}
        disabled={!ready || !known}
        aria-pressed={asked}
        aria-label={asked ? t("parts.notifiedLabel", { what }) : t("parts.notifyMeLabel", { what })}
        onClick={() => void toggle()}
      >
        {asked ? t("parts.notified") : t("parts.notifyMe")}
      </BusyButton>
      {compact ? null : (
        <p className="notify-me-text" role="status">
          {asked ? t("parts.notifiedText") : t("parts.notifyText")}
        </p>
      )}
      {failure ? (
        <p className="notify-me-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
