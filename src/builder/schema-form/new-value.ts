// The value a new entry of a list starts with: what its schema says by default, else the
// emptiest value of its type, with the properties it requires filled the same way. The
// entry is still invalid where the owner must choose (a slide's picture), and says so once
// the owner has typed in it, or at publish.
import { pointerOf, type Pointer } from "./json-pointer";
import { hasType, isObjectNode, type SchemaNode } from "./schema-node";

export function newValueAt(schemaAt: (pointer: Pointer) => SchemaNode | undefined, pointer: Pointer): unknown {
  const node = schemaAt(pointer);
  if (!node) return "";
  if (node.default !== undefined) return structuredClone(node.default);
  if ("const" in node) return node.const;
  if (node.enum?.length) return node.enum[0];
  if (isObjectNode(node)) {
    return Object.fromEntries((node.required ?? []).map((key) => [key, newValueAt(schemaAt, pointerOf(pointer, key))]));
  }
  if (hasType(node, "array")) return [];
  if (hasType(node, "string")) return "";
  if (hasType(node, "boolean")) return false;
  if (hasType(node, "integer") || hasType(node, "number")) return node.minimum ?? 0;
  if (hasType(node, "null")) return null;
  return "";
}
