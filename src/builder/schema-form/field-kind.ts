// Which input a schema property gets: the schema's x-widget hint when it gives one, else one
// chosen by the property's type and values.
import type { PickerKind } from "../../shared/api/admin-pages";
import { hasType, isObjectNode, type SchemaNode } from "./schema-node";

export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "select"
  | "toggle"
  | "image"
  | "template"
  | "logo-size"
  | "font"
  | "rich-text"
  | "code"
  | "colour"
  | "link"
  | "picker"
  /** A form field's check, chosen by name; it also draws the range's ends (widgets/answer-check.tsx). */
  | "answer-check"
  /** A list of objects, each edited in its own fields (banner slides, form fields). */
  | "items"
  /** A list of plain values (words, numbers), one input each. */
  | "list"
  /** An object's properties, as a group of fields. */
  | "group"
  /** Nothing of its own: a value the schema fixes (`const`), or one another property's widget draws (x-drawn-by). */
  | "fixed";

const HINTED: Record<string, FieldKind> = {
  text: "text",
  textarea: "textarea",
  image: "image",
  "template-picker": "template",
  "logo-size": "logo-size",
  font: "font",
  "rich-text": "rich-text",
  code: "code",
  colour: "colour",
  color: "colour",
  link: "link",
  category: "picker",
  brand: "picker",
  supplier: "picker",
  product: "picker",
  "answer-check": "answer-check",
};

/** The catalogue a picker field chooses from, by its x-widget. */
const PICKERS: Record<string, PickerKind> = { category: "categories", brand: "brands", supplier: "suppliers", product: "products" };

/** A two-value enum of 0 and 1 is the spec's on/off number (show_icon). */
function isNumericSwitch(values: readonly unknown[]): boolean {
  return values.length === 2 && values.includes(0) && values.includes(1);
}

/** Whether a list's items are objects; a reference is to a definition, which in our schemas is one. */
function holdsObjects(items: SchemaNode): boolean {
  return isObjectNode(items) || Boolean(items.$ref || items.allOf);
}

export function fieldKind(node: SchemaNode): FieldKind {
  const hinted = node["x-widget"] ? HINTED[node["x-widget"]] : undefined;
  if (hinted) return hinted;
  if ("const" in node || node["x-drawn-by"]) return "fixed";
  if (node.enum) return isNumericSwitch(node.enum) ? "toggle" : "select";
  if (hasType(node, "boolean")) return "toggle";
  if (hasType(node, "integer") || hasType(node, "number")) return "number";
  if (hasType(node, "array")) return node.items && holdsObjects(node.items) ? "items" : "list";
  if (isObjectNode(node)) return "group";
  return "text";
}

/** The catalogue a picker field's x-widget chooses from, or undefined for other fields. */
export function pickerKindOf(node: SchemaNode): PickerKind | undefined {
  const widget = node["x-widget"];
  return widget ? PICKERS[widget] : undefined;
}
