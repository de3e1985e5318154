// The logo's size (navSetting.logo_settings, x-widget "logo-size"): picture size, height and
// width, kept as the JSON text the spec stores.
import { Field } from "../../client/ui/form/field";
import { SelectInput } from "../../client/ui/form/select-input";
import { parseLogoSettings } from "../../shared/nav-setting";
import { useDocumentEditor } from "../schema-form/document-editor";
import { pointerOf } from "../schema-form/json-pointer";
import { humanise } from "../schema-form/schema-node";
import { NumberInput } from "../schema-form/widgets/number-input";
import { LOGO_SETTINGS, logoSettingsSchema, withLogoSetting, type LogoSettingKey } from "./logo-settings";

const NUMBERS: readonly { key: "image_height" | "image_width"; label: string }[] = [
  { key: "image_height", label: "Logo height (px)" },
  { key: "image_width", label: "Logo width (px)" },
];

export function LogoSizeInput({ label }: { label: string }) {
  const editor = useDocumentEditor();
  const text = editor.get(LOGO_SETTINGS);
  const settings = parseLogoSettings(text);
  const change = (key: LogoSettingKey, value: string | number | undefined) => editor.set(LOGO_SETTINGS, withLogoSetting(editor.get(LOGO_SETTINGS), key, value));
  const props = logoSettingsSchema.properties ?? {};
  const sizes = (props.image_size?.enum ?? []).map((value) => ({ value: String(value), label: humanise(String(value)) }));
  return (
    <fieldset className="builder-fieldset builder-logo-size">
      <legend className="field-label">{label}</legend>
      <Field name={pointerOf(LOGO_SETTINGS, "image_size")} label="Logo picture size">
        <SelectInput options={sizes} placeholder="Shop default" value={settings.image_size ?? ""} onChange={(value) => change("image_size", value || undefined)} />
      </Field>
      {NUMBERS.map(({ key, label: fieldLabel }) => (
        <Field key={key} name={pointerOf(LOGO_SETTINGS, key)} label={fieldLabel}>
          <NumberInput min={props[key]?.minimum} max={props[key]?.maximum} value={settings[key] ?? null} onChange={(value) => change(key, value)} />
        </Field>
      ))}
    </fieldset>
  );
}
