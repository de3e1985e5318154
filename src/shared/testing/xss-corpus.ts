// The XSS corpus (fixtures/xss/payloads.json, ADR 0028) and the seeded sample of it that
// `npm test` runs; `STRESS=1` (npm run test:stress) runs every payload.

export interface XssPayload {
  /** What the payload tries: script, event-handler, javascript-url, svg, css, … */
  kind: string;
  text: string;
}

/** How many payloads the everyday run puts through every field. */
export const XSS_SAMPLE_SIZE = 30;
/** The everyday sample is the same on every run and machine; change it to draw another. */
export const XSS_SAMPLE_SEED = 20_250_928;

/** A small seeded generator (mulberry32), so a sample is the same everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `size` payloads drawn with `seed`: one of every kind first, so the sample tries every kind of
 * attack, then the rest at random. Keeps the corpus order.
 */
export function sampleXssPayloads(all: readonly XssPayload[], size: number, seed: number): XssPayload[] {
  const random = seededRandom(seed);
  const order = all.map((p, i) => ({ p, i, r: random() })).sort((a, b) => a.r - b.r);
  const chosen = new Set<number>();
  const kinds = new Set<string>();
  for (const o of order) {
    if (!kinds.has(o.p.kind)) {
      kinds.add(o.p.kind);
      chosen.add(o.i);
    }
  }
  for (const o of order) {
    if (chosen.size >= size) break;
    chosen.add(o.i);
  }
  return all.filter((_, i) => chosen.has(i));
}

/** Every payload under STRESS, else the seeded sample. */
export function xssPayloadsFor(all: readonly XssPayload[], stress: boolean): XssPayload[] {
  return stress ? [...all] : sampleXssPayloads(all, XSS_SAMPLE_SIZE, XSS_SAMPLE_SEED);
}
