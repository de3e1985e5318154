// A select with a search box (§2, §9): "Search...", "No matching data", a list at most 16rem
// tall; arrows, Enter and Escape work; filtering ignores case.
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Popper } from "./popper";

export interface ComboboxOption {
  value: string;
  label: string;
}

export function Combobox({ options, value, onChange, placeholder = "Select…", label }: { options: ComboboxOption[]; value: string | null; onChange(value: string): void; placeholder?: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const anchor = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);
  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
  }, []);
  const choose = (o: ComboboxOption | undefined) => {
    if (!o) return;
    onChange(o.value);
    close();
    anchor.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown") setActive((i) => Math.min(shown.length - 1, i + 1));
    else if (e.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
    else if (e.key === "Enter") choose(shown[active]);
    else if (e.key === "Escape") close();
    else return;
    e.preventDefault();
  };
  const selected = options.find((o) => o.value === value);
  return (
    <>
      <button ref={anchor} type="button" className="combobox-button" aria-haspopup="listbox" aria-expanded={open} aria-label={label} onClick={() => (open ? close() : (setOpen(true), setActive(0)))}>
        {selected?.label ?? placeholder}
      </button>
      <Popper anchor={anchor} open={open} onClose={close} matchWidth className="combobox-panel">
        <input
          className="combobox-search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
          placeholder="Search..."
          value={query}
          autoFocus
          onChange={(e) => (setQuery(e.target.value), setActive(0))}
          onKeyDown={onKey}
        />
        <ul id={listId} role="listbox" aria-label={label} className="combobox-list" style={{ maxHeight: "16rem", overflow: "auto" }}>
          {shown.length === 0 ? <li className="combobox-empty">No matching data</li> : null}
          {shown.map((o, i) => (
            <li key={o.value} id={`${listId}-${i}`} role="option" aria-selected={o.value === value} className={i === active ? "is-active" : undefined} onPointerDown={(e) => e.preventDefault()} onClick={() => choose(o)}>
              {o.label}
            </li>
          ))}
        </ul>
      </Popper>
    </>
  );
}
