// A yes/no field: the checkbox inside its own label, so the text beside it names it.
import type { ReactNode } from "react";
import { Field } from "../../client/ui/form/field";

export interface CheckFieldProps {
  name: string;
  /** Passed to Field as it is: null shows the rule's label above, "" shows none. */
  label?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

export function CheckField({ name, label, disabled, children }: CheckFieldProps) {
  return (
    <Field name={name} label={label}>
      {(control) => (
        <label className="catalogue-check">
          <input id={control.id} type="checkbox" checked={control.value === true} disabled={disabled} onChange={(e) => control.setValue(e.target.checked)} />
          {children}
        </label>
      )}
    </Field>
  );
}
