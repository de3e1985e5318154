// Undo and redo from the keyboard anywhere in the page editor, text fields included: the
// editor's history, not the field's own, so one undo takes back the same step the button does.
// Dialogs keep their keys.
import { useEffect } from "react";
import { undoKey } from "./undo-keys";

export function useUndoShortcuts(actions: { undo(): void; redo(): void }, enabled: boolean): void {
  const { undo, redo } = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const which = undoKey(event);
      if (!which || (event.target instanceof Element && event.target.closest("[role=dialog]"))) return;
      event.preventDefault();
      if (which === "undo") undo();
      else redo();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo, enabled]);
}
