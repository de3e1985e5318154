// The widths the preview shows the shop at: a phone, a tablet and a laptop.
export const PREVIEW_WIDTHS = [
  { id: "mobile", label: "Mobile", width: 390 },
  { id: "tablet", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
export type PreviewWidthId = PreviewWidth["id"];

/** Where the tools switch to their phone layout (the CSS's own max-width). */
export const PHONE_LAYOUT_QUERY = "(max-width: 720px)";

/** An owner on a phone first sees the shop as their shoppers on phones do; others, as on a laptop. */
export function initialPreviewWidth(): PreviewWidthId {
  return typeof window !== "undefined" && window.matchMedia?.(PHONE_LAYOUT_QUERY).matches ? "mobile" : "desktop";
}
