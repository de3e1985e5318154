// Mounts the dialog host (Modal, and with it Radix) only once a dialog has been asked for, so
// the shop's first paint never fetches it.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentDialog, subscribe } from "./dialog-queue";

const DialogHost = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.DialogHost })));
let needed = false;
const isNeeded = () => (needed ||= currentDialog() !== undefined);

export function LazyDialogHost() {
  const show = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  return show ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}
