// One field generated from its schema: the label from the title, the help from x-help, and an
// input chosen by field-kind.ts, inside the shop's Field so the label,
// hint and message are wired for assistive technology.
import type { ReactNode } from "react";
import { Field } from "../../client/ui/form/field";
import { TextInput } from "../../client/ui/form/text-input";
import { useDocumentEditor } from "./document-editor";
import { fieldKind, type FieldKind } from "./field-kind";
import { parsePointer, pointerOf, type Pointer } from "./json-pointer";
import { hasType, humanise, labelOf } from "./schema-node";
import { EnumSelect } from "./widgets/enum-select";
import { FontChooser } from "./widgets/font-chooser";
import { ImageInput } from "./widgets/image-input";
import { NumberInput } from "./widgets/number-input";
import { TemplatePicker } from "./widgets/template-picker";
import { ToggleInput } from "./widgets/toggle-input";

export interface SchemaFieldProps {
  pointer: Pointer;
  /** Replaces the schema's title. */
  label?: string;
  hint?: ReactNode;
  /** A template's description (template pickers). */
  describeOption?: (value: unknown) => string;
  /** Replaces the generated input. */
  control?: ReactNode;
}

const optionLabel = (value: unknown) => (typeof value === "string" ? humanise(value) : String(value));

export function SchemaField({ pointer, label, hint, describeOption, control }: SchemaFieldProps) {
  const editor = useDocumentEditor();
  const node = editor.nodeAt(pointer);
  if (!node) return null;
  const key = parsePointer(pointer).pop() ?? "";
  const kind = fieldKind(node);
  const shownLabel = label ?? labelOf(node, key);
  if (kind === "template") return <TemplatePicker pointer={pointer} label={shownLabel} values={node.enum ?? []} describe={describeOption} />;
  if (kind === "font") return <FontChooser pointer={pointer} label={shownLabel} placeholder={node["x-placeholder"]} />;

  const inputs: Record<FieldKind, () => ReactNode> = {
    text: () => <TextInput placeholder={node["x-placeholder"]} />,
    textarea: () => <TextInput type="textarea" placeholder={node["x-placeholder"]} />,
    number: () => <NumberInput min={node.minimum} max={node.maximum} integer={hasType(node, "integer")} />,
    select: () => <EnumSelect values={node.enum ?? []} labelOf={optionLabel} />,
    toggle: () => <ToggleInput values={node.enum ? [0, 1] : [false, true]} />,
    image: () => <ImageInput />,
    // Drawn above, or (logo-size) by the screen that knows where its definition is.
    template: () => null,
    font: () => null,
    "logo-size": () => <TextInput />,
  };
  return (
    // Only x-help is written for owners; the schemas' descriptions are written for developers.
    <Field name={pointer} label={shownLabel} hint={hint ?? node["x-help"]} className={`builder-field builder-field-${kind}`}>
      {control ?? inputs[kind]()}
    </Field>
  );
}

/** The fields of an object's properties, in the schema's order, less those in `omit`. */
export function SchemaFields({ pointer, omit = [] }: { pointer: Pointer; omit?: readonly string[] }) {
  const editor = useDocumentEditor();
  const node = editor.nodeAt(pointer);
  const keys = Object.keys(node?.properties ?? {}).filter((key) => !omit.includes(key));
  return (
    <>
      {keys.map((key) => (
        <SchemaField key={key} pointer={pointerOf(pointer, key)} />
      ))}
    </>
  );
}
