// Chooses one of the numbered header or navbar templates (x-widget "template-picker"): a radio
// per template, named "Layout N", with what sets it apart as its description.
import { useId } from "react";
import { useDocumentEditor } from "../document-editor";
import type { Pointer } from "../json-pointer";

export interface TemplatePickerProps {
  pointer: Pointer;
  label: string;
  values: readonly unknown[];
  describe?: (value: unknown) => string;
}

export function TemplatePicker({ pointer, label, values, describe }: TemplatePickerProps) {
  const editor = useDocumentEditor();
  const baseId = useId();
  const current = editor.get(pointer);
  const error = editor.errors[pointer];
  const errorId = `${baseId}-error`;
  return (
    <fieldset className="field builder-templates" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{label}</legend>
      <div className="builder-template-options">
        {values.map((value) => {
          const id = `${baseId}-${String(value)}`;
          const description = describe?.(value);
          return (
            <div key={String(value)} className="builder-template-option">
              <input
                id={id}
                type="radio"
                name={`${baseId}-template`}
                checked={current === value}
                aria-describedby={description ? `${id}-description` : undefined}
                onChange={() => editor.set(pointer, value)}
              />
              <label htmlFor={id}>Layout {String(value)}</label>
              {description ? (
                <span id={`${id}-description`} className="field-hint">
                  {description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
