// §5 file field: one file, showing its name or the prompt "Choose a file…". The native input
// stays in the page (visually hidden) so the keyboard, the label and screen readers work as usual.
import { useEffect, useId, useRef, type ChangeEvent } from "react";
import { useT } from "../../i18n/use-t";
import { controlAttributes, useFieldControl } from "./field-context";
import "./form.css";

/** The English of app.chooseFile, the field's prompt (§5). */
export const FILE_PROMPT = "Choose a file…";

export interface FileFieldProps {
  id?: string;
  name?: string;
  /** The chosen file, or the name of one already stored, or null. */
  value?: File | string | null;
  onChange?: (file: File | null) => void;
  accept?: string;
  disabled?: boolean;
  prompt?: string;
  className?: string;
}

function nameOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof File !== "undefined" && value instanceof File) return value.name;
  return "";
}

export function FileField({ id, name, value, onChange, accept, disabled, prompt, className }: FileFieldProps) {
  const field = useFieldControl();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const fallbackId = `file-${useId()}`;
  const attributes = controlAttributes(field, id, name);
  const inputId = attributes.id ?? fallbackId;
  const fileName = nameOf(value !== undefined ? value : field?.value);

  // A file input's selection cannot be set from state, only cleared; clear it when the value
  // is emptied (a form reset) so choosing the same file again still fires a change.
  useEffect(() => {
    if (!fileName && input.current) input.current.value = "";
  }, [fileName]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (onChange) onChange(file);
    else field?.setValue(file);
  };

  return (
    <div className={className ? `file-field ${className}` : "file-field"}>
      <input {...attributes} id={inputId} ref={input} type="file" className="file-field-input" accept={accept} disabled={disabled ?? field?.readOnly} onChange={change} />
      {/* The native input announces its own file; this box is what sighted users see and click. */}
      <label htmlFor={inputId} className="file-field-box" aria-hidden="true">
        <span className={fileName ? "file-field-name" : "file-field-name is-prompt"}>{fileName || (prompt ?? t("app.chooseFile"))}</span>
      </label>
    </div>
  );
}
