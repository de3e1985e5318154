// A list in a block's data (banner slides, a form's fields and each field's choices, lists of
// words): entries added, deleted and moved up and down with buttons, or with Alt+↑ and Alt+↓
// on an entry. An entry of objects opens to its own fields, to any depth (a list inside an
// entry is drawn by the same component); an entry of plain values is one input. Within the
// schema's minItems and maxItems. Structural edits are not typing: a new, still empty entry's
// problems show once the owner types in it, or at publish.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ItemActions, type ItemAction } from "../lists/item-actions";
import { moveAmongSiblings, removeAt, type TreeItem } from "../lists/tree-ops";
import { useKeyedTree } from "../lists/use-keyed-tree";
import { useDocumentEditor } from "./document-editor";
import { itemTitle } from "./item-title";
import { isWithin, pointerOf, type Pointer } from "./json-pointer";
import { newValueAt } from "./new-value";

export interface ArrayFieldProps {
  pointer: Pointer;
  label: string;
  hint?: ReactNode;
  /** Entries are objects, each opened to its fields; otherwise each entry is one input. */
  objects: boolean;
  /** The fields of the entry at a pointer; `title` names it. */
  renderItem: (pointer: Pointer, title: string) => ReactNode;
}

// The keyed-tree helpers want objects that may hold `children`; entries here never nest that
// way, so each is one node and plain values pass through untouched.
type Entry = TreeItem<Entry>;

type FocusTarget = { key: string; on: "toggle" | "fields" | "add" };

export function ArrayField({ pointer, label, hint, objects, renderItem }: ArrayFieldProps) {
  const editor = useDocumentEditor();
  const stored = editor.get(pointer);
  const items = (Array.isArray(stored) ? stored : []) as Entry[];
  const node = editor.nodeAt(pointer);
  const commit = useCallback((next: Entry[]) => editor.set(pointer, next, { touch: false }), [editor, pointer]);
  const { keys, edit, insert } = useKeyedTree(items, commit);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const max = node?.maxItems ?? Infinity;
  const min = node?.minItems ?? 0;
  const itemLabel = node?.["x-item-label"] ?? "Item";
  const error = editor.errors[pointer];
  const generatedId = useId();
  const baseId = editor.fieldId?.(pointer) ?? `list-${generatedId}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  // Focus follows the owner's action once the list is drawn again: onto a new entry's first
  // input, back onto a moved entry, or onto Add when the last entry went.
  useEffect(() => {
    if (!focus) return;
    const list = root.current;
    const entry = list?.querySelector(`:scope > ol > [data-entry-key="${focus.key}"]`);
    const target =
      focus.on === "add"
        ? list?.querySelector<HTMLElement>(":scope > .builder-array-add")
        : focus.on === "toggle"
          ? entry?.querySelector<HTMLElement>(".builder-tree-toggle")
          : entry?.querySelector<HTMLElement>(".builder-array-entry-fields :is(input, textarea, select, [contenteditable='true'])");
    target?.focus();
    setFocus(null);
  }, [focus]);

  const add = () => {
    const value = newValueAt(editor.nodeAt, pointerOf(pointer, items.length)) as Entry;
    const key = insert([], value);
    setOpen((current) => new Set(current).add(key));
    setFocus({ key, on: "fields" });
  };

  /** `refocus`: where the keyboard focus goes back to after the move, when it was on the entry. */
  const move = (index: number, step: -1 | 1, key: string, refocus?: FocusTarget["on"]) => {
    if (edit((list) => moveAmongSiblings(list, [index], step)) && refocus) setFocus({ key, on: refocus });
  };

  const remove = (index: number) => {
    edit((list) => removeAt(list, [index]));
    const next = keys[index + 1] ?? keys[index - 1];
    setFocus(next && objects ? { key: next.key, on: "toggle" } : { key: "", on: "add" });
  };

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const onEntryKeyDown = (event: KeyboardEvent, index: number, key: string) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    // A list inside an entry of another moves its own entry, not the outer one.
    event.stopPropagation();
    move(index, event.key === "ArrowUp" ? -1 : 1, key, objects ? "toggle" : "fields");
  };

  const actions = (index: number, key: string, title: string): ItemAction[] => [
    { text: "Up", label: `Move ${title} up`, unavailable: index === 0, onClick: () => move(index, -1, key) },
    { text: "Down", label: `Move ${title} down`, unavailable: index === items.length - 1, onClick: () => move(index, 1, key) },
    { text: "Delete", label: `Delete ${title}`, unavailable: items.length <= min, onClick: () => remove(index) },
  ];

  return (
    <fieldset ref={root} className={`builder-fieldset builder-array${error ? " field-invalid" : ""}`} aria-describedby={describedBy}>
      <legend className="field-label">{label}</legend>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {items.length ? (
        <ol className="builder-tree">
          {items.map((item, index) => {
            const key = keys[index]!.key;
            const itemPointer = pointerOf(pointer, index);
            const title = itemTitle(item, index, pointer, editor.nodeAt);
            if (!objects) {
              return (
                <li key={key} className="builder-tree-item builder-array-value" data-entry-key={key} onKeyDown={(event) => onEntryKeyDown(event, index, key)}>
                  <div className="builder-array-entry-fields">{renderItem(itemPointer, `${itemLabel} ${index + 1}`)}</div>
                  <ItemActions actions={actions(index, key, `${itemLabel.toLowerCase()} ${index + 1}`)} />
                </li>
              );
            }
            const panelId = `${editor.fieldId?.(itemPointer) ?? key}-fields`;
            // An entry with a problem on show stays open, so the problem can be seen and fixed.
            const isOpen = open.has(key) || Object.keys(editor.errors).some((p) => isWithin(p, itemPointer));
            return (
              <li key={key} className="builder-tree-item" data-entry-key={key}>
                <div className="builder-tree-row">
                  <button
                    type="button"
                    className="builder-tree-toggle"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    aria-label={`Edit ${title}`}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                    onClick={() => toggle(key)}
                    onKeyDown={(event) => onEntryKeyDown(event, index, key)}
                  >
                    <span className="builder-tree-name">{title}</span>
                  </button>
                  <ItemActions actions={actions(index, key, title)} />
                </div>
                {isOpen ? (
                  <div id={panelId} className="builder-tree-panel builder-array-entry-fields" role="group" aria-label={title}>
                    {renderItem(itemPointer, title)}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="field-hint">None yet.</p>
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* The list's own id: a problem with the list as a whole (too few entries) takes the owner here. */}
      <button
        id={baseId}
        type="button"
        className="ui-button ui-button-secondary builder-array-add"
        aria-describedby={error ? errorId : undefined}
        aria-disabled={items.length >= max || undefined}
        onClick={() => items.length < max && add()}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
