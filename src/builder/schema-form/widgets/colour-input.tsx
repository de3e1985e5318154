// A colour setting: its hex text, which the owner may type (an alpha included), beside the
// browser's colour picker, which speaks #rrggbb only (settings/colour-value.ts converts).
import { TextInput } from "../../../client/ui/form/text-input";
import { useFieldControl } from "../../../client/ui/form/field-context";
import { pickerValue, withPickedColour } from "../../settings/colour-value";

export function ColourInput({ label, placeholder = "#f6f7f5" }: { label: string; placeholder?: string }) {
  const field = useFieldControl();
  const value = typeof field?.value === "string" ? field.value : "";
  return (
    <div className="builder-colour-input">
      <span className="builder-colour-swatch" style={{ background: value || "transparent" }} aria-hidden="true" />
      <TextInput placeholder={placeholder} />
      <input
        type="color"
        className="builder-colour-picker"
        aria-label={`Pick the ${label.toLowerCase()}`}
        value={pickerValue(value)}
        onChange={(event) => field?.setValue(withPickedColour(value, event.target.value))}
      />
    </div>
  );
}
