// The buttons beside an item of an editable list (move up, move down, delete, …). A button that
// cannot act right now is aria-disabled rather than disabled, so the keyboard focus stays on it
// when a move takes the item to the end of its list.
export interface ItemAction {
  /** Visible text. */
  text: string;
  /** Accessible name, naming the item ("Move Dairy up"). */
  label: string;
  onClick: () => void;
  unavailable?: boolean;
}

export function ItemActions({ actions }: { actions: readonly ItemAction[] }) {
  return (
    <div className="builder-item-actions">
      {actions.map((action) => (
        <button
          key={action.text}
          type="button"
          className="builder-item-action"
          aria-label={action.label}
          aria-disabled={action.unavailable || undefined}
          onClick={() => {
            if (!action.unavailable) action.onClick();
          }}
        >
          {action.text}
        </button>
      ))}
    </div>
  );
}

/** The JSON Pointer of the item at `path` in a tree stored at `base` ("/navs", [1, 0] → "/navs/1/children/0"). */
export function treePointer(base: string, path: readonly number[]): string {
  return base + path.map((index, depth) => (depth === 0 ? `/${index}` : `/children/${index}`)).join("");
}
