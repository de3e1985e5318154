// The stored page document: §3 "Page data" field for field, plus the schema version that
// migrations read. The §7 answer carries the same fields with components under `data`.

export interface PageComponent {
  /** Stable within its page (src/shared/block-id.ts, ADR 0053); beside the §3 fields, never instead of one. */
  id: string;
  name: string;
  type: string;
  data: unknown;
  logicdata: unknown;
  response: unknown;
  order: number;
  settings: unknown;
}

export interface PageDocument {
  schema_version: number;
  url: string;
  css: string;
  show_navbar: boolean;
  show_sub_navbar: boolean;
  show_footer: boolean;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  schema_script: string | null;
  components: PageComponent[];
}

/** Components in render order: by `order`, ties kept in document order. */
export function sortComponents<T extends { order?: number }>(components: readonly T[]): T[] {
  return components
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? 0) - (b.c.order ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * Fields the spec stores as JSON text (banner settings, logo settings) are read tolerantly:
 * an object stays, readable JSON text becomes its object, anything else becomes {}.
 */
export function parseJsonText(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== "string" || value.trim() === "" || value === "undefined") return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
