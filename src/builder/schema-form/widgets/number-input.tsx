// A number field with the schema's limits. An emptied field removes the value, so the shop's
// default applies (navbar height 56, popup 5 s) rather than a zero nobody chose. Inside a Field
// it is wired to the field; a value and onChange given as props take precedence (null: empty).
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";

export interface NumberInputProps {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Shown while empty: the value the shop uses then. */
  placeholder?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
}

export function NumberInput({ min, max, integer = true, placeholder, value, onChange }: NumberInputProps) {
  const field = useFieldControl();
  const current = value !== undefined ? value : field?.value;
  const change = onChange ?? ((next: number | undefined) => field?.setValue(next));
  return (
    <input
      {...controlAttributes(field, undefined, undefined)}
      type="number"
      className="text-input builder-number"
      inputMode={integer ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={integer ? 1 : "any"}
      placeholder={placeholder}
      value={typeof current === "number" && Number.isFinite(current) ? current : ""}
      onChange={(event) => {
        const text = event.target.value.trim();
        change(text === "" ? undefined : Number(text));
      }}
    />
  );
}
