// Shows the confirm and alert dialogs queued in dialog-queue.ts one at a time, each with the
// modal's usual opening and closing timing.
import { useSyncExternalStore } from "react";
import { useT } from "../i18n/use-t";
import { Modal } from "./modal";
import { answer, currentDialog, subscribe } from "./dialog-queue";
import "./ui.css";

export { alert, confirm, type AlertOptions, type ConfirmOptions } from "./dialog-queue";

/** Shows queued confirm and alert dialogs; mount once, near the root. */
export function DialogHost() {
  const request = useSyncExternalStore(subscribe, currentDialog, currentDialog);
  const t = useT();
  if (!request) return null;
  const { id, kind, title, text, open } = request;
  const okText = request.okText ?? (kind === "alert" ? t("app.ok") : t("app.confirm"));
  const cancelText = request.cancelText ?? t("app.cancel");
  return (
    <Modal
      key={id}
      open={open}
      onClose={() => answer(id, false)}
      title={title}
      description={text}
      okText={okText}
      cancelText={cancelText}
      onOk={() => answer(id, true)}
      footer={
        kind === "alert" ? (
          <button type="button" className="ui-button ui-button-primary" onClick={() => answer(id, true)}>
            {okText}
          </button>
        ) : undefined
      }
    />
  );
}
