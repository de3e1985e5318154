// The keyboard's undo and redo: Ctrl+Z (Cmd+Z on a Mac) undoes; Ctrl+Shift+Z, Cmd+Shift+Z and
// Ctrl+Y redo.

export type UndoKey = "undo" | "redo";

export function undoKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): UndoKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}
