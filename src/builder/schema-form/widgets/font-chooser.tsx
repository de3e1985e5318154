// A font field (x-widget "font"): a list of common web fonts, or any font list the owner
// types. §9: the shop uses the first family of a comma-separated list, so the hint says which.
import { Combobox } from "../../../client/ui/combobox";
import { Field } from "../../../client/ui/form/field";
import { TextInput } from "../../../client/ui/form/text-input";
import { primaryFontFamily } from "../../../shared/theme";
import { useDocumentEditor } from "../document-editor";
import type { Pointer } from "../json-pointer";

/** Each with fallbacks, so a visitor without the first family still gets a similar one. */
export const COMMON_FONTS: readonly { label: string; value: string }[] = [
  { label: "Inter", value: "Inter, sans-serif" },
  { label: "Poppins", value: "Poppins, sans-serif" },
  { label: "Arial", value: "Arial, Helvetica, sans-serif" },
  { label: "Helvetica", value: "Helvetica, Arial, sans-serif" },
  { label: "Verdana", value: "Verdana, Geneva, sans-serif" },
  { label: "Tahoma", value: "Tahoma, Verdana, sans-serif" },
  { label: "Trebuchet MS", value: "Trebuchet MS, Helvetica, sans-serif" },
  { label: "Segoe UI", value: "Segoe UI, Roboto, sans-serif" },
  { label: "Roboto", value: "Roboto, Arial, sans-serif" },
  { label: "Georgia", value: "Georgia, serif" },
  { label: "Times New Roman", value: "Times New Roman, Times, serif" },
  { label: "Courier New", value: "Courier New, monospace" },
];

export function FontChooser({ pointer, label, placeholder }: { pointer: Pointer; label: string; placeholder?: string }) {
  const editor = useDocumentEditor();
  const value = typeof editor.get(pointer) === "string" ? (editor.get(pointer) as string) : "";
  const chosen = COMMON_FONTS.find((font) => font.value === value)?.value ?? null;
  return (
    <div className="builder-font">
      <Field
        name={pointer}
        label={label}
        hint={`The shop uses the first font of the list: ${primaryFontFamily(value)}. Inter and Poppins come with the shop; other fonts show where the visitor's device has them.`}
      >
        <TextInput placeholder={placeholder} />
      </Field>
      <Combobox label="Common fonts" placeholder="Choose a common font" options={COMMON_FONTS} value={chosen} onChange={(font) => editor.set(pointer, font)} />
    </div>
  );
}
