// Confirm (Confirm / Cancel) and alert (OK) dialogs as promises, shown by one <DialogHost/>.
import { useSyncExternalStore } from "react";
import { Modal } from "./modal";

interface Pending {
  id: number;
  kind: "confirm" | "alert";
  title: string;
  text?: string;
  resolve(answer: boolean): void;
}

let queue: Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function ask(kind: Pending["kind"], title: string, text?: string): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { id: nextId++, kind, title, ...(text !== undefined ? { text } : {}), resolve }];
    emit();
  });
}

export const confirm = ({ title, text }: { title: string; text?: string }) => ask("confirm", title, text);
export const alert = ({ title, text }: { title: string; text?: string }) => ask("alert", title, text).then(() => undefined);

function answer(id: number, value: boolean) {
  const item = queue.find((q) => q.id === id);
  queue = queue.filter((q) => q.id !== id);
  emit();
  item?.resolve(value);
}

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l));

export function DialogHost() {
  const current = useSyncExternalStore(subscribe, () => queue[0], () => queue[0]);
  if (!current) return null;
  const isConfirm = current.kind === "confirm";
  return (
    <Modal
      key={current.id}
      open
      title={current.title}
      onClose={() => answer(current.id, false)}
      onOk={() => answer(current.id, true)}
      okText={isConfirm ? "Confirm" : "OK"}
      cancelText="Cancel"
      hideFooter={!isConfirm}
      {...(current.text ? { description: current.text } : {})}
    >
      {current.text ? <p>{current.text}</p> : null}
      {!isConfirm ? (
        <div className="modal-foot">
          <button type="button" className="button-primary" onClick={() => answer(current.id, true)}>
            OK
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
