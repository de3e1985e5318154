// Where a place in a document is, in words an owner recognises: "Navigation bar › Dairy ›
// Label" rather than "/navs/2/name". Items of lists are named by their own name field.
import { getAt, parsePointer, pointerOf, type Pointer } from "./json-pointer";

export function describePointer(doc: unknown, pointer: Pointer, labelAt: (pointer: Pointer) => string): string {
  const parts: string[] = [];
  let at: Pointer = "";
  for (const segment of parsePointer(pointer)) {
    const container = getAt(doc, at);
    at = pointerOf(at, segment);
    if (Array.isArray(container)) {
      const name = (getAt(doc, at) as { name?: unknown } | undefined)?.name;
      parts.push(typeof name === "string" && name.trim() ? name.trim() : `item ${Number(segment) + 1}`);
    } else if (segment !== "children") {
      parts.push(labelAt(at));
    }
  }
  return parts.join(" › ");
}
