// JSON Pointers (RFC 6901) into a settings document: the names the builder's fields, the
// validators' errors and the server's 422 answer all use for one place in the document.

export type Pointer = string;

const escape = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** "/navs/0/name" from a base pointer and further segments. */
export function pointerOf(base: Pointer, ...segments: (string | number)[]): Pointer {
  return base + segments.map((s) => `/${escape(s)}`).join("");
}

export function parsePointer(pointer: Pointer): string[] {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map(unescape);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === "object" && value !== null;
}

export function getAt(doc: unknown, pointer: Pointer): unknown {
  let node: unknown = doc;
  for (const segment of parsePointer(pointer)) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * A copy of `doc` with the value at `pointer` replaced; only the containers on the way are
 * copied, so untouched parts keep their identity. `undefined` removes an object's property.
 * Missing containers on the way are made as objects.
 */
export function setAt<T>(doc: T, pointer: Pointer, value: unknown): T {
  const segments = parsePointer(pointer);
  const write = (node: unknown, index: number): unknown => {
    if (index === segments.length) return value;
    const key = segments[index]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = write(node[Number(key)], index + 1);
      return copy;
    }
    const copy: Record<string, unknown> = isContainer(node) ? { ...(node as Record<string, unknown>) } : {};
    const next = write(copy[key], index + 1);
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  };
  return write(doc, 0) as T;
}

/** True when `pointer` is `ancestor` or lies inside it. */
export function isWithin(pointer: Pointer, ancestor: Pointer): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
