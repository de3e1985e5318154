// An on/off switch for a boolean, or for the spec's 0/1 numbers (show_icon). Inside a Field it
// takes its id, value and error wiring from the field.
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";

export interface ToggleInputProps {
  /** The stored values for off and on. */
  values?: readonly [unknown, unknown];
}

export function ToggleInput({ values = [false, true] }: ToggleInputProps) {
  const field = useFieldControl();
  const [off, on] = values;
  return (
    <input
      {...controlAttributes(field, undefined, undefined)}
      type="checkbox"
      role="switch"
      className="builder-toggle"
      checked={field?.value === on}
      onChange={(event) => field?.setValue(event.target.checked ? on : off)}
    />
  );
}
