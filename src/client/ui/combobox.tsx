// A select-like button that opens a searchable list (§2, §9): the search box says "Search...",
// filtering ignores case, an empty result says "No matching data", the list is at most 16rem
// tall and scrolls. Arrow keys move, Enter picks, Escape closes. One value, or several with
// `multiple`.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { Popper, type PopperCloseReason, type PopperPlacement } from "./popper";
import "./ui.css";

export const COMBOBOX_LIST_MAX_HEIGHT = "16rem";
// The English of app.searchPlaceholder and app.noMatchingData, for the owners' tools that draw
// their own lists; the combobox itself says the page's catalogue.
export const COMBOBOX_SEARCH_PLACEHOLDER = "Search...";
export const COMBOBOX_EMPTY_TEXT = "No matching data";
// Marks, not words.
const CARET = "▾";
const CHECK = "✓";

export interface ComboboxOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface CommonProps<V extends string> {
  options: readonly ComboboxOption<V>[];
  /** Accessible name of the button and the list, when no <label htmlFor={id}> names it. */
  label?: string;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  placement?: PopperPlacement;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export interface SingleComboboxProps<V extends string = string> extends CommonProps<V> {
  multiple?: false;
  value: V | null;
  onChange: (value: V) => void;
}

export interface MultipleComboboxProps<V extends string = string> extends CommonProps<V> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

export type ComboboxProps<V extends string = string> = SingleComboboxProps<V> | MultipleComboboxProps<V>;

/** Options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : [...options];
}

/** The next enabled index from `from` in `step` direction, or `from` when there is none. */
function moveActive(list: readonly { disabled?: boolean }[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < list.length; i += step) {
    if (!list[i]?.disabled) return i;
  }
  return from;
}

export function Combobox<V extends string = string>(props: ComboboxProps<V>) {
  const t = useT();
  const { options, label, placeholder = t("app.select"), id, disabled = false, className, placement } = props;
  const selected: readonly V[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const button = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const shown = useMemo(() => filterOptions(options, query), [options, query]);

  const openList = () => {
    if (disabled) return;
    setQuery("");
    // Start on the chosen option so Enter right away keeps the current choice.
    const chosen = options.findIndex((o) => o.value === selected[0] && !o.disabled);
    setActive(chosen >= 0 ? chosen : moveActive(options, -1, 1));
    setOpen(true);
  };

  const closeList = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onPopperClose = (reason: PopperCloseReason) => closeList(reason === "escape");

  const choose = (option: ComboboxOption<V> | undefined) => {
    if (!option || option.disabled) return;
    if (props.multiple) {
      const next = props.value.includes(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value];
      props.onChange(next);
      return;
    }
    props.onChange(option.value);
    closeList(true);
  };

  useEffect(() => {
    if (!open || active < 0) return;
    // jsdom has no scrollIntoView; browsers do.
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, baseId]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) openList();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        setActive((i) => moveActive(shown, i, 1));
        break;
      case "ArrowUp":
        setActive((i) => moveActive(shown, i, -1));
        break;
      case "Enter":
        choose(shown[active]);
        break;
      case "Tab":
        // Focus goes back to the button first, so Tab continues from where the widget sits
        // in the page rather than from the end of the document where the panel is portalled.
        closeList(true);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  const buttonText: ReactNode = labels.length > 0 ? labels.join(", ") : <span className="combobox-placeholder">{placeholder}</span>;

  return (
    <>
      {label ? (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      ) : null}
      <button
        ref={button}
        id={id}
        type="button"
        className={className ? `combobox-button ${className}` : "combobox-button"}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={label ? `${labelId} ${valueId}` : undefined}
        aria-invalid={props["aria-invalid"] || undefined}
        aria-describedby={props["aria-describedby"]}
        disabled={disabled}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span id={valueId} className="combobox-value">
          {buttonText}
        </span>
        <span className="combobox-caret" aria-hidden="true">
          {CARET}
        </span>
      </button>
      <Popper anchor={button} open={open} onClose={onPopperClose} matchWidth placement={placement} className="combobox-panel">
        <input
          className="combobox-search"
          type="text"
          role="combobox"
          aria-label={label ? t("app.searchIn", { label }) : t("app.search")}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          placeholder={t("app.searchPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          value={query}
          autoFocus
          onChange={(event) => {
            const next = filterOptions(options, event.target.value);
            setQuery(event.target.value);
            setActive(moveActive(next, -1, 1));
          }}
          onKeyDown={onSearchKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable={props.multiple || undefined}
          className="combobox-list"
          style={{ maxHeight: COMBOBOX_LIST_MAX_HEIGHT, overflow: "auto" }}
        >
          {shown.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                className={["combobox-option", index === active ? "is-active" : "", isSelected ? "is-selected" : ""].filter(Boolean).join(" ")}
                // Keep focus in the search box, where the keyboard handling lives.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => !option.disabled && index !== active && setActive(index)}
                onClick={() => {
                  // In a multiple list the panel stays open; the keyboard carries on from here.
                  if (!option.disabled) setActive(index);
                  choose(option);
                }}
              >
                {props.multiple ? (
                  <span className="combobox-check" aria-hidden="true">
                    {isSelected ? CHECK : null}
                  </span>
                ) : null}
                {option.label}
              </li>
            );
          })}
        </ul>
        {shown.length === 0 ? (
          <div className="combobox-empty" role="status">
            {t("app.noMatchingData")}
          </div>
        ) : null}
      </Popper>
    </>
  );
}
