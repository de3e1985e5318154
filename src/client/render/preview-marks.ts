// The marks a block's element carries in the builder's preview, where clicking a block selects
// it and the selected one is outlined; in a module of their own, so the renderer and the
// elements it draws (boundary, diagnostic) share them without importing each other.
import type { RenderMode } from "../../../registry/block-types";

/** What the builder's preview finds a block's element by: its component id, and whether the builder has it selected. */
export interface PreviewMarks {
  "data-block-id"?: string;
  "data-selected"?: "";
}

/**
 * The marks of a block's element in the builder's preview, where clicking a block selects it and
 * the selected one is outlined. The live shop's blocks carry none: the ids are the builder's.
 */
export function previewMarks(mode: RenderMode, id: string, selectedId: string | null | undefined): PreviewMarks {
  if (mode !== "preview") return {};
  return id === selectedId ? { "data-block-id": id, "data-selected": "" } : { "data-block-id": id };
}
