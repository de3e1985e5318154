// A font field (x-widget "font"): a list of common web fonts, or any font list the owner
// types. §9: the shop uses the first family of a comma-separated list, so the hint says which,
// and whether the shop serves it (src/shared/served-fonts.ts) or leaves it to the visitor's device.
import { Combobox } from "../../../client/ui/combobox";
import { Field } from "../../../client/ui/form/field";
import { TextInput } from "../../../client/ui/form/text-input";
import { SERVED_FONTS, isServedFont, servedFamiliesText } from "../../../shared/served-fonts";
import { primaryFontFamily } from "../../../shared/theme";
import { useDocumentEditor } from "../document-editor";
import type { Pointer } from "../json-pointer";

/** Said of a family the shop serves, beside its name in the list. */
export const SERVED_LABEL = "comes with the shop";

/**
 * The fonts the shop serves first, marked, then fonts most devices have. Each with fallbacks,
 * so a visitor without the first family still gets a similar one.
 */
export const COMMON_FONTS: readonly { label: string; value: string }[] = [
  ...SERVED_FONTS.map((font) => ({ label: `${font.family} (${SERVED_LABEL})`, value: font.stack })),
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

/** Which family the shop uses, and whether every visitor sees it. */
export function fontHint(family: string): string {
  const used = `The shop uses the first font of the list: ${family}.`;
  if (isServedFont(family)) return `${used} It ${SERVED_LABEL}, so every visitor sees it.`;
  return `${used} It shows where the visitor's device has it; ${servedFamiliesText()} ${SERVED_FONTS.length > 1 ? "come" : "comes"} with the shop.`;
}

export function FontChooser({ pointer, label, placeholder }: { pointer: Pointer; label: string; placeholder?: string }) {
  const editor = useDocumentEditor();
  const value = typeof editor.get(pointer) === "string" ? (editor.get(pointer) as string) : "";
  const chosen = COMMON_FONTS.find((font) => font.value === value)?.value ?? null;
  return (
    <div className="builder-font">
      <Field name={pointer} label={label} hint={fontHint(primaryFontFamily(value))}>
        <TextInput placeholder={placeholder} />
      </Field>
      <Combobox label="Common fonts" placeholder="Choose a common font" options={COMMON_FONTS} value={chosen} onChange={(font) => editor.set(pointer, font)} />
    </div>
  );
}
