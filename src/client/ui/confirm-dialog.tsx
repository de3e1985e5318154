// Confirm (Confirm / Cancel) and alert (OK) dialogs as promises (§2, §9), so a handler can
// write `if (await confirm({ title })) …`. Requests queue in this module and one <DialogHost/>
// shows them one at a time, each with the modal's usual opening and closing timing.
import { useSyncExternalStore } from "react";
import { Modal } from "./modal";
import { MODAL_CLOSE_DELAY_MS } from "./modal-timing";
import "./ui.css";

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface AlertOptions {
  title: string;
  text?: string;
  okText?: string;
}

interface Request {
  id: number;
  kind: "confirm" | "alert";
  title: string;
  text: string | undefined;
  okText: string;
  cancelText: string;
  /** False once answered, while the modal plays its closing transition. */
  open: boolean;
  resolve: (answer: boolean) => void;
}

let queue: readonly Request[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function enqueue(request: Omit<Request, "id" | "open" | "resolve">): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, open: true, resolve }];
    emit();
  });
}

function answer(id: number, value: boolean): void {
  const request = queue.find((r) => r.id === id);
  if (!request?.open) return;
  queue = queue.map((r) => (r.id === id ? { ...r, open: false } : r));
  emit();
  request.resolve(value);
  // The request leaves the queue when its modal has finished closing, so the next one (if
  // any) does not cut the closing transition short.
  setTimeout(() => {
    queue = queue.filter((r) => r.id !== id);
    emit();
  }, MODAL_CLOSE_DELAY_MS);
}

/** Asks a yes/no question: true for Confirm, false for Cancel, ×, Escape or the backdrop. */
export function confirm({ title, text, confirmText = "Confirm", cancelText = "Cancel" }: ConfirmOptions): Promise<boolean> {
  return enqueue({ kind: "confirm", title, text, okText: confirmText, cancelText });
}

/** Tells the shopper something; resolves when the dialog is dismissed in any way. */
export function alert({ title, text, okText = "OK" }: AlertOptions): Promise<void> {
  return enqueue({ kind: "alert", title, text, okText, cancelText: "" }).then(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current(): Request | undefined {
  return queue[0];
}

/** Shows queued confirm and alert dialogs; mount once, near the root. */
export function DialogHost() {
  const request = useSyncExternalStore(subscribe, current, current);
  if (!request) return null;
  const { id, kind, title, text, okText, cancelText, open } = request;
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
