// A page component's id (ADR 0053): ten characters of 0-9 and a-z, unique within its page. The
// builder makes one when a block is added or duplicated, the server when a document arrives
// without them, and the migration to schema version 3 derives them from each block's place, so
// that a stored page loaded twice shows the same ids until it is saved with them.

export const BLOCK_ID_LENGTH = 10;
/** The same rule as schemas/page.json's `components[].id`. */
export const BLOCK_ID_PATTERN = /^[0-9a-z]{10}$/;

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export const isBlockId = (value: unknown): value is string => typeof value === "string" && BLOCK_ID_PATTERN.test(value);

/** A random id: 36^10 of them, so two blocks of one page never meet by chance. */
export function newBlockId(): string {
  // A byte modulo 36 leans slightly to the first few characters; ids need to differ, not to be uniform.
  return Array.from(crypto.getRandomValues(new Uint8Array(BLOCK_ID_LENGTH)), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** The id a block had no id of its own gets from its place (0, 1, …): "b000000000", "b000000001", … */
export const placeBlockId = (place: number): string => `b${place.toString(36).padStart(BLOCK_ID_LENGTH - 1, "0")}`;

/**
 * The components, each with an id: a valid id stays unless an earlier component holds it, the
 * others get `make(place)`; a made id an earlier or kept one holds is made again one round of
 * places further on. Pure when `make` is; what is not an object is left as it is.
 */
export function withBlockIds<T extends object>(components: readonly T[], make: (place: number) => string): (T & { id: string })[] {
  const kept = new Set<string>();
  const keeps = components.map((c) => {
    const id = c && typeof c === "object" ? (c as { id?: unknown }).id : undefined;
    if (!isBlockId(id) || kept.has(id)) return false;
    kept.add(id);
    return true;
  });
  const taken = new Set(kept);
  return components.map((c, place) => {
    // Not a block at all (a stored list may hold anything): left for the page schema to report.
    if (keeps[place] || !c || typeof c !== "object") return c as T & { id: string };
    let id = make(place);
    for (let round = 1; taken.has(id); round++) id = make(place + round * components.length);
    taken.add(id);
    return { ...c, id };
  });
}

/** The first component whose id an earlier one already holds, with that earlier one's place; null when ids are unique. */
export function repeatedBlockId(components: readonly unknown[]): { place: number; firstPlace: number; id: string } | null {
  const seen = new Map<string, number>();
  for (const [place, c] of components.entries()) {
    const id = c && typeof c === "object" ? (c as { id?: unknown }).id : undefined;
    if (typeof id !== "string") continue;
    const firstPlace = seen.get(id);
    if (firstPlace !== undefined) return { place, firstPlace, id };
    seen.set(id, place);
  }
  return null;
}
