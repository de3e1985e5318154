// §5 date field: read-only text showing the date as 'MMM D, YYYY', chosen from a calendar and
// stored as 'YYYY-MM-DD'. A stored "00000000" shows as empty. The date reads in the page's
// language (§5's format in English).
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { formatDate, parseDate, toIsoDate } from "../../../shared/date-format";
import { useLocale } from "../../i18n/use-t";
import { Calendar } from "./calendar";
import { controlAttributes, useFieldControl } from "./field-context";
import "./form.css";

export interface DateFieldProps {
  id?: string;
  name?: string;
  /** 'YYYY-MM-DD'; "" or "00000000" when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
}

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function DateField({ id, name, value, onChange, placeholder, disabled, className, ...rest }: DateFieldProps) {
  const field = useFieldControl();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const calendarId = `calendar-${useId()}`;
  const raw = value !== undefined ? value : field?.value;
  const stored = typeof raw === "string" ? raw : "";
  const locked = Boolean(disabled ?? field?.readOnly);

  const store = (next: string) => {
    if (onChange) onChange(next);
    else field?.setValue(next);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) input.current?.focus();
  };

  // A press outside closes the calendar, as any popover does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked || open || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpen(true);
  };

  // Tabbing away closes it too; a blur with no new focus is a click, which the listener handles.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !wrapper.current?.contains(next)) setOpen(false);
  };

  const classes = ["date-field", open ? "is-open" : null, className].filter(Boolean).join(" ");
  return (
    <div className={classes} ref={wrapper} onBlur={onBlur}>
      <input
        {...rest}
        {...controlAttributes(field, id, name)}
        ref={input}
        type="text"
        className="text-input date-field-input"
        readOnly
        disabled={disabled}
        value={formatDate(stored, false, locale)}
        placeholder={placeholder}
        // A text box may not say it is expanded; the date-picker combobox may, and it names the
        // calendar dialog it opens.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        onClick={() => {
          if (!locked) setOpen((was) => !was);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <Calendar
          id={calendarId}
          value={parseDate(stored)}
          onSelect={(date) => {
            store(date ? toIsoDate(date) : "");
            close(true);
          }}
          onClose={() => close(true)}
        />
      ) : null}
    </div>
  );
}
