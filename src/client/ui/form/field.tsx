// One labelled form field: the label, the input, a hint and the field's error, wired together
// by id so assistive technology reads them as one.
import { useId, type ReactNode } from "react";
import { DateField } from "./date-field";
import { FieldContext, type FieldControl } from "./field-context";
import { FileField } from "./file-field";
import { useFormContext } from "./form-context";
import { ownValue } from "../../../shared/own-value";
import { TextInput } from "./text-input";
import "./form.css";

export interface FieldProps {
  /** The key of the value in the form's values and rules. */
  name: string;
  /** Defaults to the rule's label, so messages and label agree without saying it twice. */
  label?: ReactNode;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** The input; by default one that suits the rule's type. A function receives the wiring for a
   *  hand-made input. */
  children?: ReactNode | ((control: FieldControl) => ReactNode);
}

function DefaultControl({ type }: { type: FieldControl["type"] }) {
  if (type === "date") return <DateField />;
  if (type === "file") return <FileField />;
  return <TextInput />;
}

export function Field({ name, label, hint, id, className, children }: FieldProps) {
  const form = useFormContext();
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // The form's own keys only: a field named "constructor" must not find Object's function.
  const rule = ownValue(form.rules, name);
  const error = ownValue(form.errors, name);
  const shownLabel = label ?? rule?.label;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  const control: FieldControl = {
    id: controlId,
    name,
    value: ownValue(form.values, name),
    setValue: (value) => form.setValue(name, value),
    invalid: Boolean(error),
    describedBy,
    required: Boolean(rule?.required),
    readOnly: Boolean(rule?.readOnly),
    type: rule?.type,
  };

  const classes = ["field", error ? "field-invalid" : null, className].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      {shownLabel ? (
        <label className="field-label" htmlFor={controlId}>
          {shownLabel}
          {control.required ? (
            <span className="field-required" aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
      ) : null}
      <FieldContext.Provider value={control}>{typeof children === "function" ? children(control) : (children ?? <DefaultControl type={rule?.type} />)}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
