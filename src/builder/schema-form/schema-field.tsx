// One field generated from its schema: the label from the title, the help from x-help, and an
// input chosen by field-kind.ts, inside the shop's Field so the label, hint and message are
// wired for assistive technology. Objects become groups of such fields and lists become
// ArrayFields whose entries are drawn by this same component, so a form goes as deep as its
// schema (a form block's fields, each with its list of choices).
import { lazy, Suspense, useId, type ReactNode } from "react";
import { Field } from "../../client/ui/form/field";
import { TextInput } from "../../client/ui/form/text-input";
import { AdvancedFields } from "./advanced-fields";
import { ArrayField } from "./array-field";
import { useDocumentEditor } from "./document-editor";
import { fieldKind, pickerKindOf, type FieldKind } from "./field-kind";
import { parsePointer, pointerOf, type Pointer } from "./json-pointer";
import { hasType, humanise, labelOf, type SchemaNode } from "./schema-node";
import { useTextLanguages } from "./text-languages";
import { translationKey } from "../../../schemas/text-translations";
import { AnswerCheckField, CustomPatternField } from "./widgets/answer-check";
import { CodeInput } from "./widgets/code-input";
import { ColourInput } from "./widgets/colour-input";
import { EnumSelect } from "./widgets/enum-select";
import { FontChooser } from "./widgets/font-chooser";
import { ImageInput } from "./widgets/image-input";
import { LinkKind } from "./widgets/link-kind";
import { LinkPicker } from "./widgets/link-picker";
import { NumberInput } from "./widgets/number-input";
import { PickerInput } from "./widgets/picker-input";
import { TemplatePicker } from "./widgets/template-picker";
import { ToggleInput } from "./widgets/toggle-input";

// The editor (Tiptap and ProseMirror) is fetched when a form first has formatted text.
const RichTextInput = lazy(() => import("./widgets/rich-text-input").then((m) => ({ default: m.RichTextInput })));

export interface SchemaFieldProps {
  pointer: Pointer;
  /** Replaces the schema's title. */
  label?: string;
  hint?: ReactNode;
  /** A template's description (template pickers). */
  describeOption?: (value: unknown) => string;
  /** Replaces the generated input. */
  control?: ReactNode;
  /** "advanced": only the part its widget adds under Advanced (x-advanced "part"), if any. */
  part?: "advanced";
}

/** An enum value as the owner reads it: the schema's x-enum-labels, else the value made readable. */
const optionLabel = (node: SchemaNode) => (value: unknown) => node["x-enum-labels"]?.[String(value)] ?? (typeof value === "string" ? humanise(value) : String(value));

/** What an empty optional field falls back to, said where the owner looks for a value. */
function defaultText(node: SchemaNode): string | undefined {
  return node.default === undefined || typeof node.default === "object" ? undefined : `Default: ${optionLabel(node)(node.default)}`;
}

/** An object's properties as one group of fields (a form field's messages). */
function GroupField({ pointer, label, hint }: { pointer: Pointer; label: string; hint?: ReactNode }) {
  const editor = useDocumentEditor();
  const error = editor.errors[pointer];
  const baseId = useId();
  const describedBy = [hint ? `${baseId}-hint` : null, error ? `${baseId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="builder-fieldset builder-group" aria-describedby={describedBy}>
      <legend className="field-label">{label}</legend>
      {hint ? (
        <p id={`${baseId}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <SchemaFields pointer={pointer} />
      {error ? (
        <p id={`${baseId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The field, and below a text the shopper reads (x-translatable) its version in each language
 * the website offers beside English, each a field of its own ("Heading (हिन्दी)", ADR 0086).
 */
export function SchemaField(props: SchemaFieldProps) {
  const editor = useDocumentEditor();
  const languages = useTextLanguages();
  const field = <OneField {...props} />;
  if (!languages.length || props.part || editor.nodeAt(props.pointer)?.["x-translatable"] !== true) return field;
  const segments = parsePointer(props.pointer);
  const key = segments.pop() ?? "";
  const versions = languages.map((lang) => pointerOf(pointerOf("", ...segments), translationKey(key, lang))).filter((pointer) => editor.nodeAt(pointer));
  return (
    <>
      {field}
      {versions.map((pointer) => (
        <OneField key={pointer} pointer={pointer} />
      ))}
    </>
  );
}

function OneField({ pointer, label, hint, describeOption, control, part }: SchemaFieldProps) {
  const editor = useDocumentEditor();
  const node = editor.nodeAt(pointer);
  if (!node) return null;
  const key = parsePointer(pointer).pop() ?? "";
  const kind = fieldKind(node);
  const shownLabel = label ?? labelOf(node, key);
  // Only x-help is written for owners; the schemas' descriptions are written for developers.
  const help = hint ?? node["x-help"];
  if (kind === "fixed") return null;
  if (part === "advanced") return kind === "answer-check" ? <CustomPatternField pointer={pointer} /> : null;
  if (kind === "answer-check") return <AnswerCheckField pointer={pointer} label={shownLabel} />;
  if (kind === "template") return <TemplatePicker pointer={pointer} label={shownLabel} values={node.enum ?? []} describe={describeOption} />;
  if (kind === "font") return <FontChooser pointer={pointer} label={shownLabel} placeholder={node["x-placeholder"]} />;
  if (kind === "group") return <GroupField pointer={pointer} label={shownLabel} hint={help} />;
  if (kind === "items" || kind === "list") {
    return (
      <ArrayField
        pointer={pointer}
        label={shownLabel}
        hint={help}
        objects={kind === "items"}
        renderItem={(item, title) => (kind === "items" ? <SchemaFields pointer={item} /> : <SchemaField pointer={item} label={title} />)}
      />
    );
  }

  const empty = editor.get(pointer) === undefined || editor.get(pointer) === "";
  const inputs: Record<FieldKind, () => ReactNode> = {
    text: () => <TextInput placeholder={node["x-placeholder"]} />,
    textarea: () => <TextInput type="textarea" placeholder={node["x-placeholder"]} />,
    number: () => <NumberInput min={node.minimum} max={node.maximum} integer={hasType(node, "integer")} placeholder={node.default === undefined ? undefined : String(node.default)} />,
    select: () => <EnumSelect values={node.enum ?? []} labelOf={optionLabel(node)} placeholder={empty ? defaultText(node) : undefined} />,
    toggle: () => <ToggleInput values={node.enum ? [0, 1] : [false, true]} />,
    image: () => <ImageInput />,
    "rich-text": () => (
      <Suspense fallback={<p className="builder-rich-text-loading">Loading the text editor…</p>}>
        <RichTextInput label={shownLabel} />
      </Suspense>
    ),
    code: () => <CodeInput placeholder={node["x-placeholder"]} />,
    colour: () => <ColourInput label={shownLabel} placeholder={node["x-placeholder"]} />,
    link: () => <LinkPicker label={shownLabel} placeholder={node["x-placeholder"]} />,
    picker: () => <PickerInput kind={pickerKindOf(node)!} label={shownLabel} nullable={hasType(node, "null")} placeholder={node["x-placeholder"]} />,
    // Drawn above without a Field of their own, or (logo-size) by the screen that knows where its definition is.
    template: () => null,
    font: () => null,
    "answer-check": () => null,
    "logo-size": () => <TextInput />,
    items: () => null,
    list: () => null,
    group: () => null,
    fixed: () => null,
  };
  const shownHint = kind === "link" ? <LinkKind value={editor.get(pointer)} help={help} /> : help;
  return (
    <Field name={pointer} id={editor.fieldId?.(pointer)} label={shownLabel} hint={shownHint} className={`builder-field builder-field-${kind}`}>
      {control ?? inputs[kind]()}
    </Field>
  );
}

/**
 * The fields of an object's properties, in the schema's order, less those in `omit`; those hinted
 * x-advanced last, behind "Advanced". A text's versions in other languages are drawn by its field.
 */
export function SchemaFields({ pointer, omit = [] }: { pointer: Pointer; omit?: readonly string[] }) {
  const editor = useDocumentEditor();
  const node = editor.nodeAt(pointer);
  const keys = Object.keys(node?.properties ?? {}).filter((key) => !omit.includes(key) && !editor.nodeAt(pointerOf(pointer, key))?.["x-translation-of"]);
  const advancedOf = (key: string) => editor.nodeAt(pointerOf(pointer, key))?.["x-advanced"];
  const advanced = keys.filter((key) => advancedOf(key));
  return (
    <>
      {keys
        .filter((key) => advancedOf(key) !== true)
        .map((key) => (
          <SchemaField key={key} pointer={pointerOf(pointer, key)} />
        ))}
      {advanced.length ? (
        <AdvancedFields pointers={advanced.map((key) => pointerOf(pointer, key))}>
          {advanced.map((key) => (
            <SchemaField key={key} pointer={pointerOf(pointer, key)} part={advancedOf(key) === true ? undefined : "advanced"} />
          ))}
        </AdvancedFields>
      ) : null}
    </>
  );
}
