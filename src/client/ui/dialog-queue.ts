// The confirm and alert queue (§2, §9) as promises, so a handler can write
// `if (await confirm({ title })) …`. Requests wait here, with no React or Radix, so calling
// confirm() costs nothing until a dialog is actually shown by the lazily loaded DialogHost.
import { MODAL_CLOSE_DELAY_MS } from "./modal-timing";

// The caller words the title and text (the shop: in the page's language); the buttons default to
// "Confirm", "Cancel" and "OK" in the page's language, said by the host when it shows them.
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

export interface DialogRequest {
  id: number;
  kind: "confirm" | "alert";
  title: string;
  text: string | undefined;
  /** The caller's button texts; without them the host says Confirm / OK and Cancel in the page's language. */
  okText: string | undefined;
  cancelText: string | undefined;
  /** False once answered, while the modal plays its closing transition. */
  open: boolean;
  resolve: (answer: boolean) => void;
}

let queue: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function enqueue(request: Omit<DialogRequest, "id" | "open" | "resolve">): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, open: true, resolve }];
    emit();
  });
}

export function answer(id: number, value: boolean): void {
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
export function confirm({ title, text, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  return enqueue({ kind: "confirm", title, text, okText: confirmText, cancelText });
}

/** Tells the shopper something; resolves when the dialog is dismissed in any way. */
export function alert({ title, text, okText }: AlertOptions): Promise<void> {
  return enqueue({ kind: "alert", title, text, okText, cancelText: "" }).then(() => undefined);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Answers every question still waiting with Cancel and forgets them all (between tests). */
export function clearDialogs(): void {
  const waiting = queue.filter((r) => r.open);
  queue = [];
  emit();
  for (const request of waiting) request.resolve(false);
}

export function currentDialog(): DialogRequest | undefined {
  return queue[0];
}
