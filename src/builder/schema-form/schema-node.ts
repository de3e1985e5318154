// The parts of a JSON Schema the builder's forms read, and how to find the schema of one place
// in a document: $ref and allOf resolved, properties, items and additionalProperties followed.
import type { SchemaHints } from "../../../schemas/schema-hints";
import { parsePointer, type Pointer } from "./json-pointer";

export interface SchemaNode extends SchemaHints {
  $ref?: string;
  $defs?: Readonly<Record<string, SchemaNode>>;
  allOf?: readonly SchemaNode[];
  type?: string | readonly string[];
  title?: string;
  description?: string;
  enum?: readonly unknown[];
  default?: unknown;
  properties?: Readonly<Record<string, SchemaNode>>;
  required?: readonly string[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  propertyNames?: SchemaNode;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

function refTarget(ref: string, root: SchemaNode): SchemaNode {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  const target = match ? root.$defs?.[match[1]!] : undefined;
  if (!target) throw new Error(`Unsupported schema reference ${ref}`);
  return target;
}

/** The node with its $ref and allOf parts folded in: their properties and required lists join. */
export function resolveNode(node: SchemaNode, root: SchemaNode): SchemaNode {
  const { $ref, allOf, ...own } = node;
  const parts = [...($ref ? [refTarget($ref, root)] : []), ...(allOf ?? [])].map((part) => resolveNode(part, root));
  return parts.reduce<SchemaNode>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    }),
    own,
  );
}

/** The resolved schema of one property of an object node, or undefined. */
export function propertyNode(node: SchemaNode, key: string, root: SchemaNode): SchemaNode | undefined {
  const resolved = resolveNode(node, root);
  const child = resolved.properties?.[key] ?? (typeof resolved.additionalProperties === "object" ? resolved.additionalProperties : undefined);
  return child ? resolveNode(child, root) : undefined;
}

/** The resolved schema at a pointer into a document the root schema describes, or undefined. */
export function nodeAt(root: SchemaNode, pointer: Pointer): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolveNode(root, root);
  for (const segment of parsePointer(pointer)) {
    if (!node) return undefined;
    if (/^\d+$/.test(segment) && node.items) node = resolveNode(node.items, root);
    else node = propertyNode(node, segment, root);
  }
  return node;
}

export function hasType(node: SchemaNode, type: string): boolean {
  return node.type === type || (Array.isArray(node.type) && node.type.includes(type));
}

/** Whether a node describes an object: by its type, or, untyped, by its properties. (A resolved node always has a properties map, often empty.) */
export function isObjectNode(node: SchemaNode): boolean {
  return hasType(node, "object") || (node.type === undefined && Object.keys(node.properties ?? {}).length > 0);
}

/** "line1" → "Line 1", "og_image" → "Og image": a label for a property the schema gave no title. */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])(\d)/gi, "$1 $2")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's label: the schema's title, else its property name made readable. */
export function labelOf(node: SchemaNode | undefined, key: string): string {
  return node?.title ?? humanise(key);
}
