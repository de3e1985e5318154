// A field typed in the browser's own picker (a day, a time, a moment), whose value is the text
// the input gives.
import { Field } from "../../client/ui/form/field";

export interface TypedInputFieldProps {
  name: string;
  type: "date" | "time" | "datetime-local";
  hint?: string;
  required?: boolean;
}

export function TypedInputField({ name, type, hint, required }: TypedInputFieldProps) {
  return (
    <Field name={name} hint={hint}>
      {(control) => (
        <input
          id={control.id}
          type={type}
          className="text-input"
          value={typeof control.value === "string" ? control.value : ""}
          onChange={(e) => control.setValue(e.target.value)}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          required={required}
        />
      )}
    </Field>
  );
}
