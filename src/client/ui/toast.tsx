// §2, §4 and §9 toasts: a stack at the bottom right; each leaves after 5000 ms or when its
// close button is pressed. The store lives in this module, not in app state, so any code (an
// API error handler, a block) can raise a toast without reaching for the state layer.
import { useSyncExternalStore } from "react";
import { useT } from "../i18n/use-t";
import "./ui.css";

export const TOAST_DURATION_MS = 5000;

export type ToastKind = "success" | "error" | "info";

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Removes one toast now; unknown ids are ignored. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!items.some((t) => t.id === id)) return;
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Removes every toast (on sign-out, and between tests). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (items.length === 0) return;
  items = [];
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

/** Raises a toast and returns its id (for dismissToast). */
export const toast = {
  success: (message: string): number => show("success", message),
  error: (message: string): number => show("error", message),
  info: (message: string): number => show("info", message),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): readonly ToastItem[] {
  return items;
}

/** The toasts currently shown, oldest first. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Renders the stack; mount once, near the root. */
export function ToastHost() {
  const list = useToasts();
  const t = useT();
  return (
    <div className="toast-stack">
      {list.map((item) => (
        // Errors interrupt (alert); successes and notes wait their turn (status).
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === "error" ? "alert" : "status"}>
          <span className="toast-message">{item.message}</span>
          <button type="button" className="toast-close" aria-label={t("app.close")} onClick={() => dismissToast(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
