// A select over a schema's enum. The options' values are text; the stored value keeps the
// enum's own type (header_template is the number 2, not "2").
import { useFieldControl } from "../../../client/ui/form/field-context";
import { SelectInput } from "../../../client/ui/form/select-input";

export interface EnumSelectProps {
  values: readonly unknown[];
  /** The text shown for a value; the value itself by default. */
  labelOf?: (value: unknown) => string;
  /** Replaces storing the value in the field. */
  onChange?: (value: unknown) => void;
  /** Text of the empty first option (what an unset value means). */
  placeholder?: string;
}

export function EnumSelect({ values, labelOf = String, onChange, placeholder }: EnumSelectProps) {
  const field = useFieldControl();
  const options = values.map((value) => ({ value: String(value), label: labelOf(value) }));
  const store = onChange ?? ((value: unknown) => field?.setValue(value));
  return <SelectInput options={options} placeholder={placeholder} onChange={(text) => store(values.find((value) => String(value) === text))} />;
}
