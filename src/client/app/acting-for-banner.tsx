// Every page tells a sales agent whom they are shopping for (ADR 0017), with a way to stop: the
// cart and the next order are that customer's until then.
import { useAtomValue } from "jotai";
import { personLabel } from "../../shared/format-phone";
import { stopOrderFor } from "../api/agent-api";
import { Message } from "../i18n/message";
import { useT } from "../i18n/use-t";
import { userMessage } from "../lib/user-message";
import { actingForAtom } from "../state/acting-for-atom";
import { useSwitchCustomer } from "../state/use-switch-customer";
import { BusyButton } from "../ui/busy-button";
import { toast } from "../ui/toast";
import { useBusy } from "../ui/use-busy";

export function ActingForBanner() {
  const customer = useAtomValue(actingForAtom);
  const switchCustomer = useSwitchCustomer();
  const busy = useBusy<"stop">();
  const t = useT();
  if (!customer) return null;
  const stop = () =>
    busy.run("stop", stopOrderFor).then(
      (answer) => {
        switchCustomer(null);
        toast.success(answer.message);
      },
      (error: unknown) => toast.error(userMessage(error)),
    );
  return (
    <div className="acting-for-banner" role="region" aria-label={t("app.actingForRegion")}>
      <span>
        <Message id="app.actingFor" values={{ name: personLabel(customer), b: (chunks) => <strong>{chunks}</strong> }} />
      </span>
      <BusyButton className="ui-button ui-button-secondary" busy={busy.isBusy("stop")} onClick={() => void stop()}>
        {t("app.stop")}
      </BusyButton>
    </div>
  );
}
