// A yes/no field: the checkbox inside its own label, so the text beside it names it; a hint
// under it says what ticking it does, read with the checkbox.
import type { ReactNode } from "react";
import { Field } from "../../client/ui/form/field";

export interface CheckFieldProps {
  name: string;
  /** Passed to Field as it is: null shows the rule's label above, "" shows none. */
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

export function CheckField({ name, label, hint, disabled, children }: CheckFieldProps) {
  return (
    <Field name={name} label={label} hint={hint}>
      {(control) => (
        <label className="catalogue-check">
          <input
            id={control.id}
            type="checkbox"
            checked={control.value === true}
            disabled={disabled}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(e) => control.setValue(e.target.checked)}
          />
          {children}
        </label>
      )}
    </Field>
  );
}
