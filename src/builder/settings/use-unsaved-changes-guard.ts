// Warns before unsaved settings are lost: the browser's own prompt when the tab is closed or
// reloaded or leaves the builder, and a confirm dialog when the owner moves to another screen
// of the builder.
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { confirm } from "../../client/ui/confirm-dialog";

export const LEAVE_TITLE = "Leave without saving?";
export const LEAVE_TEXT = "You have unsaved changes to the settings. If you leave now they are lost.";

export function useUnsavedChangesGuard(dirty: boolean, onLeave: () => void, text: string = LEAVE_TEXT): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // One question per blocked move, however often the screen renders while it is asked.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void confirm({ title: LEAVE_TITLE, text, confirmText: "Leave", cancelText: "Stay" }).then((leave) => {
      asking.current = false;
      if (leave) {
        onLeave();
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker, onLeave, text]);
}
