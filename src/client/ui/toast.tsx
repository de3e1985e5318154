// §2/§4 toasts: a stack at the bottom right; each leaves after 5000 ms or when closed. A tiny
// module store, so any code (API error handlers included) can raise one.
import { useSyncExternalStore } from "react";

export const TOAST_DURATION_MS = 5000;
export type ToastKind = "success" | "error" | "info";
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS));
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastHost() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  return (
    <div className="toast-stack" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === "error" ? "alert" : "status"}>
          <span className="toast-message">{t.message}</span>
          <button type="button" className="toast-close" aria-label="Close" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
