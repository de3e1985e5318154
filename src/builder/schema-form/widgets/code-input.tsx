// Code the owner writes by hand (a page's CSS, its JSON-LD): a wide monospace text area that
// leaves the text as typed — no spell checking, no automatic capitals, no wrapping.
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";

export function CodeInput({ placeholder, rows = 8 }: { placeholder?: string; rows?: number }) {
  const field = useFieldControl();
  return (
    <textarea
      {...controlAttributes(field, undefined, undefined)}
      className="text-input builder-code"
      rows={rows}
      placeholder={placeholder}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      wrap="off"
      value={typeof field?.value === "string" ? field.value : ""}
      onChange={(event) => field?.setValue(event.target.value)}
    />
  );
}
