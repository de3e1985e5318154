// Settings the spec keeps as JSON text (x-json-text, schemas/json-text-keyword.ts) are edited as
// the object they hold: the form's schema has the content's schema where the string was, the
// form reads the text parsed, and each change is written back as text. The validators' errors
// already point below the string ("/settings/settings/aspect"), which is where the fields are.
import type { SchemaNode } from "./schema-node";

/** Marks a node of an opened schema whose value is stored as JSON text. */
export const STORED_AS_JSON_TEXT = "x-stored-as-json-text";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function mapChildren(node: SchemaNode, map: (child: SchemaNode) => SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  if (node.properties) out.properties = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, map(child)]));
  if (node.items) out.items = map(node.items);
  if (isRecord(node.additionalProperties)) out.additionalProperties = map(node.additionalProperties as SchemaNode);
  if (node.$defs) out.$defs = Object.fromEntries(Object.entries(node.$defs).map(([key, child]) => [key, map(child)]));
  if (node.allOf) out.allOf = node.allOf.map(map);
  return out;
}

/** The schema with each JSON-text string replaced by the schema of what it holds, keeping the string's title and help. */
export function openSchema(node: SchemaNode): SchemaNode {
  const content = node["x-json-text"];
  if (isRecord(content)) {
    const { title, "x-help": help } = node;
    return { ...openSchema(content as SchemaNode), ...(title ? { title } : {}), ...(help ? { "x-help": help } : {}), [STORED_AS_JSON_TEXT]: true };
  }
  return mapChildren(node, openSchema);
}

/** Applies `convert` to every value an opened schema marks as stored as JSON text. */
function convertStored(node: SchemaNode | undefined, value: unknown, convert: (value: unknown) => unknown): unknown {
  if (!node) return value;
  if (node[STORED_AS_JSON_TEXT]) return convert(value);
  if (Array.isArray(value) && node.items) {
    const items = value.map((item) => convertStored(node.items, item, convert));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isRecord(value) || !node.properties) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(node.properties)) {
    if (!(key in value)) continue;
    const next = convertStored(child, value[key], convert);
    if (next !== value[key]) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

/**
 * The value as the form edits it: JSON text parsed where the opened schema marks it. Text that
 * does not parse stays as it is, so its message shows and the owner's first change replaces it.
 */
export function openValue<T>(schema: SchemaNode, value: T): T {
  return convertStored(schema, value, (text) => {
    if (typeof text !== "string") return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }) as T;
}

/** The value as it is stored: what the form opened written back as JSON text. */
export function closeValue<T>(schema: SchemaNode, value: T): T {
  return convertStored(schema, value, (content) => (isRecord(content) ? JSON.stringify(content) : content)) as T;
}
