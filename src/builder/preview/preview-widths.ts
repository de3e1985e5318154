// The widths the preview shows the shop at: a phone, a tablet and a laptop.
export const PREVIEW_WIDTHS = [
  { id: "mobile", label: "Mobile", width: 390 },
  { id: "tablet", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
export type PreviewWidthId = PreviewWidth["id"];
