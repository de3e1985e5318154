// The keywords our schemas add beside JSON Schema's own, for typing schemas as TypeScript.
export interface SchemaHints {
  "x-widget"?: string;
  "x-group"?: string;
  "x-order"?: number;
  "x-placeholder"?: string;
  "x-help"?: string;
  "x-category"?: string;
  "x-allowed-on"?: readonly string[];
  "x-fixture"?: string;
  /** What one entry of a list is called ("Slide"): "Slide 2" names an entry with no text yet. */
  "x-item-label"?: string;
  errorMessage?: unknown;
  [key: string]: unknown;
}
