// The blocks of the page in the order they show, each with its title and a line of summary:
// selecting one opens its form. Blocks are reordered by dragging their handle, by Alt+Arrow
// keys on the handle, or by the Up and Down buttons; each move is announced. The page's
// required screen block is marked and cannot be deleted.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { ItemActions } from "../lists/item-actions";
import { blockSummary } from "./block-summary";
import { blockPlace, blockTitle } from "./block-title";
import { isScreenBlock } from "./page-edits";
import type { PageEditor } from "./use-page-editor";
import { REORDER_ITEM_ATTRIBUTE, usePointerReorder } from "./use-pointer-reorder";

export const REORDER_HINT = "Drag to move the block, or press Alt with the up or down arrow.";
export const REQUIRED_BADGE = "Required";
export const NEEDS_FIXING = "Needs fixing";
export const movedMessage = (title: string, to: number, count: number) => `${title} moved to position ${to + 1} of ${count}`;
export const deleteTitle = (title: string) => `Delete ${title}?`;
export const DELETE_TEXT = "The block and everything in it leave the page. Undo brings it back.";

/** The handle, or the text of the action button that moved the block. */
type Control = "handle" | "Up" | "Down";

export interface BlockListProps {
  editor: PageEditor;
  /** The screen block the page must hold, if any. */
  requiredBlock: string | null;
}

export function BlockList({ editor, requiredBlock }: BlockListProps) {
  const { doc, selectedId } = editor;
  const components = doc.components;
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const [announcement, setAnnouncement] = useState("");
  // A moved element can lose the focus as the list is rearranged; it is given back after.
  const refocus = useRef<{ id: string; control: Control } | null>(null);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = list.current?.querySelector<HTMLElement>(`[data-block-id="${wanted.id}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLElement>("button") ?? [])];
    buttons.find((button) => (wanted.control === "handle" ? button.dataset.control === "handle" : button.textContent === wanted.control))?.focus();
  });

  const move = useCallback(
    (id: string, to: number, control: Control | null) => {
      const from = components.findIndex((c) => c.id === id);
      const last = components.length - 1;
      if (from < 0 || to < 0 || to > last || to === from) return;
      editor.moveBlock(id, to);
      if (control) refocus.current = { id, control };
      setAnnouncement(movedMessage(blockTitle(components[from]!.name), to, components.length));
    },
    [editor, components],
  );

  const onDrop = useCallback((from: number, to: number) => move(components[from]!.id, to, "handle"), [move, components]);
  const { drag, handleProps } = usePointerReorder(list, onDrop);

  const remove = async (id: string, place: string) => {
    if (!(await confirm({ title: deleteTitle(place), text: DELETE_TEXT, confirmText: "Delete", cancelText: "Keep it" }))) return;
    editor.removeBlock(id);
    setAnnouncement(`${place} deleted`);
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(id, index + (event.key === "ArrowUp" ? -1 : 1), "handle");
  };

  return (
    <div className="page-blocks">
      <p id={hintId} className="sr-only">
        {REORDER_HINT}
      </p>
      {components.length === 0 ? <p className="page-blocks-empty">This page has no blocks yet. Add one to start.</p> : null}
      <ol ref={list} className="page-block-list" aria-label="Blocks on this page">
        {components.map((component, index) => {
          const { id } = component;
          const title = blockTitle(component.name);
          const place = blockPlace(component.name, index);
          const required = component.name === requiredBlock;
          const hasProblems = Object.keys(editor.problems.byBlock[id] ?? {}).length > 0;
          const dropMarker = drag && drag.to === index && drag.from !== index ? (drag.to < drag.from ? "is-drop-before" : "is-drop-after") : "";
          const classes = ["page-block", drag?.from === index ? "is-dragging" : "", dropMarker].filter(Boolean).join(" ");
          return (
            <li key={id} className={classes} data-block-id={id} {...{ [REORDER_ITEM_ATTRIBUTE]: "" }}>
              <button
                type="button"
                className="page-block-handle"
                data-control="handle"
                aria-label={`Reorder ${place}`}
                aria-describedby={hintId}
                onKeyDown={(event) => onHandleKey(event, id, index)}
                {...handleProps(index)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <button type="button" className="page-block-select" aria-pressed={id === selectedId} onClick={() => editor.select({ kind: "block", id })}>
                {/* Spaces between the parts, or the button's accessible name runs them together. */}
                <span className="page-block-title">
                  {title}
                  {required ? (
                    <>
                      {" "}
                      <span className="page-block-badge">{REQUIRED_BADGE}</span>
                    </>
                  ) : null}
                  {hasProblems ? (
                    <>
                      {" "}
                      <span className="page-block-badge page-block-badge-problem">{NEEDS_FIXING}</span>
                    </>
                  ) : null}
                </span>{" "}
                <span className="page-block-summary">{blockSummary(component)}</span>
              </button>
              <ItemActions
                actions={[
                  { text: "Up", label: `Move ${place} up`, onClick: () => move(id, index - 1, "Up"), unavailable: index === 0 },
                  { text: "Down", label: `Move ${place} down`, onClick: () => move(id, index + 1, "Down"), unavailable: index === components.length - 1 },
                  // A screen block belongs on its page once.
                  { text: "Duplicate", label: `Duplicate ${place}`, onClick: () => editor.duplicateBlock(id), unavailable: isScreenBlock(component.name) },
                  {
                    text: "Delete",
                    label: required ? `${place} cannot be deleted: this page needs it` : `Delete ${place}`,
                    onClick: () => void remove(id, place),
                    unavailable: required,
                  },
                ]}
              />
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
