// The theme's colours (site.json "colors"): each named colour with the browser's colour picker
// and its hex text, removable; and a row to add a colour under a new name. Names are judged by
// the schema's own propertyNames rule before they are added.
import { useId, useState } from "react";
import { Field } from "../../client/ui/form/field";
import { TextInput } from "../../client/ui/form/text-input";
import { compilePattern } from "../../shared/field-rules";
import { useDocumentEditor } from "../schema-form/document-editor";
import { pointerOf, type Pointer } from "../schema-form/json-pointer";
import { pickerValue, withPickedColour } from "./colour-value";
import { siteSchema } from "./settings-schema";
import { isPrototypeName } from "../../../schemas/prototype-names";

export const COLOURS: Pointer = "/colors";

/** Names the shop's own stylesheets read (var(--color-…)), offered when adding a colour. */
export const SHOP_COLOUR_NAMES = ["primary", "primary-contrast", "secondary", "background", "surface", "text", "muted", "border", "danger", "success", "warning"];

const nameRule = siteSchema.properties?.colors?.propertyNames;
const NAME_PATTERN = compilePattern(nameRule?.pattern ?? "^[a-z][a-z0-9-]*$");
const nameMessages = (nameRule?.errorMessage ?? {}) as { pattern?: string; "x-object-key"?: string };
const NAME_MESSAGE = nameMessages.pattern ?? "Colour names are lower-case words joined by dashes";
const RESERVED_NAME_MESSAGE = nameMessages["x-object-key"] ?? "This colour name is a name the shop keeps for itself; choose another";

/** Why `name` cannot be added to `colours`, or null. */
export function colourNameProblem(name: string, colours: Record<string, string>): string | null {
  if (!name) return "Write a name for the colour";
  if (!NAME_PATTERN?.test(name)) return NAME_MESSAGE;
  if (isPrototypeName(name)) return RESERVED_NAME_MESSAGE;
  if (Object.hasOwn(colours, name)) return `There is already a colour named ${name}`;
  return null;
}

function ColourPicker({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="color"
      className="builder-colour-picker"
      aria-label={`Pick the ${name} colour`}
      value={pickerValue(value)}
      onChange={(event) => onChange(withPickedColour(value, event.target.value))}
    />
  );
}

export function ThemeColoursEditor() {
  const editor = useDocumentEditor();
  const colours = (editor.get(COLOURS) ?? {}) as Record<string, string>;
  const [newName, setNewName] = useState("");
  const [newValue, setNewValue] = useState("#000000");
  const [problem, setProblem] = useState<string | null>(null);
  const newNameId = useId();
  const suggestionsId = useId();

  const add = () => {
    const name = newName.trim();
    const found = colourNameProblem(name, colours);
    setProblem(found);
    if (found) return;
    editor.set(COLOURS, { ...colours, [name]: newValue });
    setNewName("");
  };
  const remove = (name: string) => {
    const rest = { ...colours };
    delete rest[name];
    editor.set(COLOURS, rest);
  };

  return (
    <div className="builder-colours">
      <ul className="builder-colour-list">
        {Object.entries(colours).map(([name, value]) => {
          const pointer = pointerOf(COLOURS, name);
          return (
            <li key={name} className="builder-colour-row">
              <span className="builder-colour-swatch" style={{ background: value }} aria-hidden="true" />
              <Field name={pointer} label={name} className="builder-colour-field">
                <TextInput placeholder="#0f7b3f" />
              </Field>
              <ColourPicker name={name} value={value} onChange={(next) => editor.set(pointer, next)} />
              <button type="button" className="builder-link-button" aria-label={`Remove the ${name} colour`} onClick={() => remove(name)}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <div className="builder-colour-add">
        <div className={problem ? "field field-invalid" : "field"}>
          <label className="field-label" htmlFor={newNameId}>
            New colour name
          </label>
          <input
            id={newNameId}
            className="text-input"
            list={suggestionsId}
            value={newName}
            placeholder="accent"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${newNameId}-error` : undefined}
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              add();
            }}
          />
          <datalist id={suggestionsId}>
            {SHOP_COLOUR_NAMES.filter((name) => !Object.hasOwn(colours, name)).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {problem ? (
            <p id={`${newNameId}-error`} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <ColourPicker name="new" value={newValue} onChange={setNewValue} />
        <button type="button" className="ui-button ui-button-secondary" onClick={add}>
          Add colour
        </button>
      </div>
    </div>
  );
}
