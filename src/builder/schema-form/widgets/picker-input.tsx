// Chooses a category, brand, supplier or product of the website (x-widget category, brand,
// supplier, product): a combobox whose list the server searches as the owner types (a short
// pause first, and a search overtaken by more typing is cancelled). The field stores the
// entry's value (a slug, a supplier's link) and shows its name; it can be cleared.
import { useId, useState, type KeyboardEvent } from "react";
import { COMBOBOX_EMPTY_TEXT } from "../../../client/ui/combobox";
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";
import type { PickerKind, PickerOption } from "../../../shared/api/admin-pages";
import { cdnImage } from "../../../shared/cdn-image";
import { useLoaded } from "../../../tool-shell/use-loaded";
import { useSettled } from "../../../tool-shell/use-settled";
import { searchPicker } from "../../api/pickers-api";
import { SEARCH_PAUSE_MS } from "../../lib/search-after-pause";

/** How many entries are looked through for the name of a stored value the search did not find. */
const LABEL_LOOKUP_LIMIT = 50;

export interface PickerInputProps {
  kind: PickerKind;
  label: string;
  /** Clearing stores null (the schema allows it) rather than removing the value. */
  nullable?: boolean;
  placeholder?: string;
}

/**
 * The name of a stored value. The server searches names, not values, so it is asked for the
 * value's words (a product's slug reads much like its name), then for the first entries; the
 * value itself stands in when neither has it.
 */
async function labelOf(kind: PickerKind, value: string, signal: AbortSignal): Promise<string> {
  const words = value.replace(/[-_/]+/g, " ").trim();
  const found = (await searchPicker(kind, words, { signal })).find((option) => option.value === value);
  if (found) return found.label;
  const listed = (await searchPicker(kind, "", { signal, limit: LABEL_LOOKUP_LIMIT })).find((option) => option.value === value);
  return listed?.label ?? value;
}

export function PickerInput({ kind, label, nullable = false, placeholder = "Type to search" }: PickerInputProps) {
  const field = useFieldControl();
  const value = typeof field?.value === "string" ? field.value : "";
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  // null while the owner is not searching: the box then shows the chosen entry's name.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const remember = (found: readonly PickerOption[]) => setLabels((known) => ({ ...known, ...Object.fromEntries(found.map((o) => [o.value, o.label])) }));

  // The open list's text, once the owner pauses (opening the list waits too); a closed list
  // asks nothing, and at once, so a search on its way is cancelled.
  const asked = useSettled(open ? JSON.stringify(query ?? "") : "", SEARCH_PAUSE_MS, !open);
  const search = useLoaded<readonly PickerOption[] | null>(`${kind}\n${asked}`, (signal) =>
    asked
      ? searchPicker(kind, JSON.parse(asked) as string, { signal }).then((found) => {
          remember(found);
          setActive(found.length ? 0 : -1);
          return found;
        })
      : Promise.resolve(null),
  );
  const options = search.data ?? [];
  // Idle until the first search of an opening is asked: the list stays hidden until then.
  const status = search.loading ? "loading" : search.error ? "failed" : search.data ? "done" : "idle";

  const known = value ? labels[value] : undefined;
  // A stored value no search has shown (the form opened on it) is looked up by itself, its name
  // kept with the searches'; without it, the stored value itself is shown.
  const unnamed = value && known === undefined ? value : "";
  useLoaded(`${kind}\n${unnamed}`, (signal) => (unnamed ? labelOf(kind, unnamed, signal).then((name) => setLabels((current) => ({ ...current, [unnamed]: name }))) : Promise.resolve()));

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };

  const choose = (option: PickerOption | undefined) => {
    if (!option) return;
    remember([option]);
    field?.setValue(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!open) {
          setOpen(true);
          break;
        }
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((index) => Math.min(options.length - 1, Math.max(0, index + step)));
        break;
      }
      case "Enter":
        if (!open) return;
        choose(options[active]);
        break;
      case "Escape":
        if (!open) return;
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const shownText = query ?? (value ? (known ?? value) : "");
  const listShown = open && status !== "idle";
  return (
    <div className="builder-picker">
      <div className="builder-picker-row">
        <input
          {...controlAttributes(field, undefined, undefined)}
          type="text"
          role="combobox"
          className="text-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && options[active] ? optionId(active) : undefined}
          value={shownText}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value ? (
          <button type="button" className="builder-link-button" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => field?.setValue(nullable ? null : undefined)}>
            Clear
          </button>
        ) : null}
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="builder-picker-list" hidden={!listShown}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={index === active ? "builder-picker-option is-active" : "builder-picker-option"}
            // Keeps the focus in the box, whose blur would close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(option)}
          >
            {option.image ? <img src={cdnImage(option.image, "small")} alt="" width={28} height={28} /> : null}
            {option.label}
          </li>
        ))}
      </ul>
      {listShown && status !== "done" ? (
        <p className={status === "failed" ? "field-error" : "field-hint"} role="status">
          {status === "failed" ? search.error : "Searching…"}
        </p>
      ) : null}
      {listShown && status === "done" && options.length === 0 ? (
        <p className="field-hint" role="status">
          {COMBOBOX_EMPTY_TEXT}
        </p>
      ) : null}
    </div>
  );
}
