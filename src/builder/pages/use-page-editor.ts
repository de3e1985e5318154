// The page editor's state: the page being edited with its undo history, which block (or the
// page's own settings) is selected, and the messages of the last refused publish. Every edit
// goes through the history, so undo and redo cover them all; typing in one field merges into
// one step per pause.
import { useCallback, useMemo, useRef, useState } from "react";
import type { BlockEntry } from "../../../registry/block-types";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import type { Pointer } from "../schema-form/json-pointer";
import { changedPointer } from "./changed-pointer";
import {
  duplicateBlock,
  insertBlock,
  moveBlock,
  newBlockKey,
  newComponent,
  pageSnapshot,
  removeBlock,
  replaceBlock,
  setPageField,
  withDocument,
  type PageSnapshot,
} from "./page-edits";
import { NO_PROBLEMS, publishProblems, withoutProblemsAt, type PublishProblems } from "./publish-problems";
import { startHistory, undoHistoryReducer, type UndoHistory } from "./undo-history";

export type Selection = { kind: "page" } | { kind: "block"; key: string };

/** How a document from the server enters the editor. */
export type ServerDocumentMode =
  /** As one more step the owner can undo (a discarded draft, a restored version). */
  | "step"
  /** In place of the present, when it is still what was sent (the server's sanitised copy). */
  | "replace"
  /** Starting over, nothing to undo (someone else's version loaded). */
  | "reset";

export interface PageEditor {
  snapshot: PageSnapshot;
  doc: PageDocument;
  selection: Selection;
  /** The selected block's key, when a block is selected and still on the page. */
  selectedKey: string | null;
  select(selection: Selection): void;
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  /** Adds a new block after the selected one (else at the end) and selects it. */
  addBlock(entry: BlockEntry): void;
  duplicateBlock(key: string): void;
  removeBlock(key: string): void;
  moveBlock(key: string, to: number): void;
  updateBlock(key: string, component: PageComponent): void;
  setPageField(pointer: Pointer, value: unknown): void;
  serverDocument(doc: PageDocument, mode: ServerDocumentMode): void;
  /** The last refused publish's messages that still apply. */
  problems: PublishProblems;
  /** True after a refused publish: the forms show every problem. */
  showAllProblems: boolean;
  /** A refused publish: `errors` by pointer into the draft whose blocks had `keys`. */
  refusePublish(errors: Readonly<Record<string, string>>, keys: readonly string[]): PublishProblems;
  clearProblems(): void;
}

export function usePageEditor(initial: PageDocument): PageEditor {
  const [history, setHistory] = useState<UndoHistory<PageSnapshot>>(() => startHistory(pageSnapshot(initial)));
  const [selection, setSelection] = useState<Selection>(() => {
    const first = history.present.keys[0];
    return first ? { kind: "block", key: first } : { kind: "page" };
  });
  const [problems, setProblems] = useState<PublishProblems>(NO_PROBLEMS);
  const [showAllProblems, setShowAllProblems] = useState(false);
  const snapshot = history.present;
  // What the last render showed: an edit from a form is judged against the value it was given.
  const shown = useRef(snapshot);
  shown.current = snapshot;

  const edit = useCallback((change: (s: PageSnapshot) => PageSnapshot, place?: string) => {
    const at = Date.now();
    setHistory((h) => undoHistoryReducer(h, { type: "edit", next: change(h.present), place, at }));
  }, []);

  const undo = useCallback(() => setHistory((h) => undoHistoryReducer(h, { type: "undo" })), []);
  const redo = useCallback(() => setHistory((h) => undoHistoryReducer(h, { type: "redo" })), []);

  const addBlock = useCallback(
    (entry: BlockEntry) => {
      const key = newBlockKey();
      const component = newComponent(entry);
      const after = selection.kind === "block" ? shown.current.keys.indexOf(selection.key) : -1;
      edit((s) => insertBlock(s, component, key, after >= 0 ? after + 1 : s.keys.length));
      setSelection({ kind: "block", key });
    },
    [edit, selection],
  );

  const duplicate = useCallback(
    (key: string) => {
      const copy = newBlockKey();
      edit((s) => (s.keys.includes(key) ? duplicateBlock(s, s.keys.indexOf(key), copy) : s));
      setSelection({ kind: "block", key: copy });
    },
    [edit],
  );

  const remove = useCallback(
    (key: string) => {
      const { keys } = shown.current;
      const index = keys.indexOf(key);
      if (index < 0) return;
      edit((s) => (s.keys.includes(key) ? removeBlock(s, s.keys.indexOf(key)) : s));
      // The block that takes its place, else the one before, else the page's settings.
      const neighbour = keys[index + 1] ?? keys[index - 1];
      setSelection((current) => (current.kind === "block" && current.key === key ? (neighbour ? { kind: "block", key: neighbour } : { kind: "page" }) : current));
    },
    [edit],
  );

  const move = useCallback((key: string, to: number) => edit((s) => moveBlock(s, s.keys.indexOf(key), to)), [edit]);

  const updateBlock = useCallback(
    (key: string, component: PageComponent) => {
      const index = shown.current.keys.indexOf(key);
      const pointer = changedPointer(shown.current.doc.components[index], component);
      if (index < 0 || pointer === null) return;
      edit((s) => (s.keys.includes(key) ? replaceBlock(s, s.keys.indexOf(key), component) : s), `${key}${pointer}`);
      setProblems((p) => withoutProblemsAt(p, key, pointer));
    },
    [edit],
  );

  const setField = useCallback(
    (pointer: Pointer, value: unknown) => {
      edit((s) => setPageField(s, pointer, value), `page${pointer}`);
      setProblems((p) => withoutProblemsAt(p, null, pointer));
    },
    [edit],
  );

  const serverDocument = useCallback((doc: PageDocument, mode: ServerDocumentMode) => {
    if (mode === "reset") {
      setHistory((h) => undoHistoryReducer(h, { type: "reset", present: pageSnapshot(doc) }));
      setProblems(NO_PROBLEMS);
      setShowAllProblems(false);
    } else if (mode === "replace") {
      setHistory((h) => undoHistoryReducer(h, { type: "replace", present: withDocument(h.present, doc) }));
    } else {
      setHistory((h) => undoHistoryReducer(h, { type: "edit", next: pageSnapshot(doc), at: Date.now() }));
    }
  }, []);

  const refusePublish = useCallback((errors: Readonly<Record<string, string>>, keys: readonly string[]) => {
    const found = publishProblems(errors, keys);
    setProblems(found);
    setShowAllProblems(true);
    return found;
  }, []);

  const clearProblems = useCallback(() => {
    setProblems(NO_PROBLEMS);
    setShowAllProblems(false);
  }, []);

  const selectedKey = selection.kind === "block" && snapshot.keys.includes(selection.key) ? selection.key : null;

  return useMemo(
    () => ({
      snapshot,
      doc: snapshot.doc,
      selection: selection.kind === "block" && selectedKey === null ? { kind: "page" } : selection,
      selectedKey,
      select: setSelection,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      undo,
      redo,
      addBlock,
      duplicateBlock: duplicate,
      removeBlock: remove,
      moveBlock: move,
      updateBlock,
      setPageField: setField,
      serverDocument,
      problems,
      showAllProblems,
      refusePublish,
      clearProblems,
    }),
    [snapshot, selection, selectedKey, history.past.length, history.future.length, undo, redo, addBlock, duplicate, remove, move, updateBlock, setField, serverDocument, problems, showAllProblems, refusePublish, clearProblems],
  );
}
