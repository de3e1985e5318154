// Which input a schema property gets: the schema's x-widget hint when it gives one, else one
// chosen by the property's type and values.
import { hasType, type SchemaNode } from "./schema-node";

export type FieldKind = "text" | "textarea" | "number" | "select" | "toggle" | "image" | "template" | "logo-size" | "font";

const HINTED: Record<string, FieldKind> = {
  textarea: "textarea",
  image: "image",
  "template-picker": "template",
  "logo-size": "logo-size",
  font: "font",
};

/** A two-value enum of 0 and 1 is the spec's on/off number (show_icon). */
function isNumericSwitch(values: readonly unknown[]): boolean {
  return values.length === 2 && values.includes(0) && values.includes(1);
}

export function fieldKind(node: SchemaNode): FieldKind {
  const hinted = node["x-widget"] ? HINTED[node["x-widget"]] : undefined;
  if (hinted) return hinted;
  if (node.enum) return isNumericSwitch(node.enum) ? "toggle" : "select";
  if (hasType(node, "boolean")) return "toggle";
  if (hasType(node, "integer") || hasType(node, "number")) return "number";
  return "text";
}
