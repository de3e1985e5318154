// The page editor's state: the page being edited with its undo history, which block (by its id,
// ADR 0053) or the page's own settings is selected, and the messages of the last refused publish. Every edit
// goes through the history, so undo and redo cover them all; typing in one field merges into
// one step per pause.
import { useCallback, useMemo, useRef, useState } from "react";
import type { BlockContent, BlockEntry } from "../../../registry/block-types";
import type { BlockPreset } from "../../../schemas/schema-meta";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import type { Pointer } from "../schema-form/json-pointer";
import { changedPointer } from "./changed-pointer";
import { newBlockId } from "../../shared/block-id";
import { blockIds, duplicateBlock, editorDocument, insertBlock, moveBlock, newComponent, removeBlock, replaceBlock, setPageField } from "./page-edits";
import { NO_PROBLEMS, publishProblems, withoutProblemsAt, type PublishProblems } from "./publish-problems";
import { startHistory, undoHistoryReducer, type UndoHistory } from "./undo-history";

export type Selection = { kind: "page" } | { kind: "block"; id: string };

/** How a document from the server enters the editor. */
export type ServerDocumentMode =
  /** As one more step the owner can undo (a discarded draft, a restored version). */
  | "step"
  /** In place of the present, when it is still what was sent (the server's sanitised copy). */
  | "replace"
  /** Starting over, nothing to undo (someone else's version loaded). */
  | "reset";

export interface PageEditor {
  doc: PageDocument;
  selection: Selection;
  /** The selected block's id, when a block is selected and still on the page. */
  selectedId: string | null;
  select(selection: Selection): void;
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  /** Adds a new block after the selected one (else at the end) and selects it. */
  /** Adds a block from its defaults, or from one of its presets. */
  addBlock(entry: BlockEntry, preset?: BlockPreset<BlockContent>): void;
  duplicateBlock(id: string): void;
  removeBlock(id: string): void;
  moveBlock(id: string, to: number): void;
  updateBlock(id: string, component: PageComponent): void;
  setPageField(pointer: Pointer, value: unknown): void;
  serverDocument(doc: PageDocument, mode: ServerDocumentMode): void;
  /** The last refused publish's messages that still apply. */
  problems: PublishProblems;
  /** True after a refused publish: the forms show every problem. */
  showAllProblems: boolean;
  /** A refused publish: `errors` by pointer into the draft whose blocks had `ids`, in order. */
  refusePublish(errors: Readonly<Record<string, string>>, ids: readonly string[]): PublishProblems;
  clearProblems(): void;
}

export function usePageEditor(initial: PageDocument): PageEditor {
  const [history, setHistory] = useState<UndoHistory<PageDocument>>(() => startHistory(editorDocument(initial)));
  const [selection, setSelection] = useState<Selection>(() => {
    const first = history.present.components[0];
    return first ? { kind: "block", id: first.id } : { kind: "page" };
  });
  const [problems, setProblems] = useState<PublishProblems>(NO_PROBLEMS);
  const [showAllProblems, setShowAllProblems] = useState(false);
  const doc = history.present;
  // What the last render showed: an edit from a form is judged against the value it was given.
  const shown = useRef(doc);
  shown.current = doc;

  const edit = useCallback((change: (d: PageDocument) => PageDocument, place?: string) => {
    const at = Date.now();
    setHistory((h) => undoHistoryReducer(h, { type: "edit", next: change(h.present), place, at }));
  }, []);

  const undo = useCallback(() => setHistory((h) => undoHistoryReducer(h, { type: "undo" })), []);
  const redo = useCallback(() => setHistory((h) => undoHistoryReducer(h, { type: "redo" })), []);

  const addBlock = useCallback(
    (entry: BlockEntry, preset?: BlockPreset<BlockContent>) => {
      const component = newComponent(entry, newBlockId(), preset);
      const after = selection.kind === "block" ? blockIds(shown.current).indexOf(selection.id) : -1;
      edit((d) => insertBlock(d, component, after >= 0 ? after + 1 : d.components.length));
      setSelection({ kind: "block", id: component.id });
    },
    [edit, selection],
  );

  const duplicate = useCallback(
    (id: string) => {
      const copy = newBlockId();
      edit((d) => duplicateBlock(d, id, copy));
      setSelection({ kind: "block", id: copy });
    },
    [edit],
  );

  const remove = useCallback(
    (id: string) => {
      const ids = blockIds(shown.current);
      const index = ids.indexOf(id);
      if (index < 0) return;
      edit((d) => removeBlock(d, id));
      // The block that takes its place, else the one before, else the page's settings.
      const neighbour = ids[index + 1] ?? ids[index - 1];
      setSelection((current) => (current.kind === "block" && current.id === id ? (neighbour ? { kind: "block", id: neighbour } : { kind: "page" }) : current));
    },
    [edit],
  );

  const move = useCallback((id: string, to: number) => edit((d) => moveBlock(d, id, to)), [edit]);

  const updateBlock = useCallback(
    (id: string, component: PageComponent) => {
      const before = shown.current.components.find((c) => c.id === id);
      const pointer = changedPointer(before, component);
      if (!before || pointer === null) return;
      edit((d) => replaceBlock(d, id, component), `${id}${pointer}`);
      setProblems((p) => withoutProblemsAt(p, id, pointer));
    },
    [edit],
  );

  const setField = useCallback(
    (pointer: Pointer, value: unknown) => {
      edit((d) => setPageField(d, pointer, value), `page${pointer}`);
      setProblems((p) => withoutProblemsAt(p, null, pointer));
    },
    [edit],
  );

  // The server's blocks carry the ids they were sent with, so a selection stays on its block.
  const serverDocument = useCallback((sent: PageDocument, mode: ServerDocumentMode) => {
    const present = editorDocument(sent);
    if (mode === "reset") {
      setHistory((h) => undoHistoryReducer(h, { type: "reset", present }));
      setProblems(NO_PROBLEMS);
      setShowAllProblems(false);
    } else if (mode === "replace") {
      setHistory((h) => undoHistoryReducer(h, { type: "replace", present }));
    } else {
      setHistory((h) => undoHistoryReducer(h, { type: "edit", next: present, at: Date.now() }));
    }
  }, []);

  const refusePublish = useCallback((errors: Readonly<Record<string, string>>, ids: readonly string[]) => {
    const found = publishProblems(errors, ids);
    setProblems(found);
    setShowAllProblems(true);
    return found;
  }, []);

  const clearProblems = useCallback(() => {
    setProblems(NO_PROBLEMS);
    setShowAllProblems(false);
  }, []);

  const selectedId = selection.kind === "block" && doc.components.some((c) => c.id === selection.id) ? selection.id : null;

  return useMemo(
    () => ({
      doc,
      selection: selection.kind === "block" && selectedId === null ? { kind: "page" } : selection,
      selectedId,
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
    [
      doc,
      selection,
      selectedId,
      history.past.length,
      history.future.length,
      undo,
      redo,
      addBlock,
      duplicate,
      remove,
      move,
      updateBlock,
      setField,
      serverDocument,
      problems,
      showAllProblems,
      refusePublish,
      clearProblems,
    ],
  );
}
