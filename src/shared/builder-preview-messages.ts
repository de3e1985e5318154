// The messages between the page builder and the shop's /builder-preview screen in its frame
// (ADR 0024): the frame says it is listening; the builder sends the unsaved settings (the
// settings screen) or a page to draw with the saved settings (the page editor). In a page, the
// frame says which block the owner clicked, and the builder says which block is selected.
import type { SiteSettings } from "./api/site-settings";
import { isBlockId } from "./block-id";
import type { PageDocument } from "./page-document";

/** The preview frame → the builder: listening, send the document now. */
export const PREVIEW_READY = "kirana:builder-preview-ready";
/** The builder → the preview frame: draw the shop with these (unsaved) settings. */
export const PREVIEW_SETTINGS = "kirana:builder-preview-settings";
/** The builder → the preview frame: draw this page, as the route it belongs to, with these settings. */
export const PREVIEW_PAGE = "kirana:builder-preview-page";
/** The preview frame → the builder: the owner clicked this block of the page. */
export const PREVIEW_BLOCK_CLICK = "kirana:builder-preview-block-click";
/** The builder → the preview frame: this block is selected (null: none), outline it. */
export const PREVIEW_SELECT = "kirana:builder-preview-select";

export interface PreviewReadyMessage {
  type: typeof PREVIEW_READY;
}

export interface PreviewSettingsMessage {
  type: typeof PREVIEW_SETTINGS;
  settings: SiteSettings;
}

export interface PreviewPageMessage {
  type: typeof PREVIEW_PAGE;
  settings: SiteSettings;
  /** The §2 route name the page is served as ("home", "products", "dynamic-page"). */
  routeName: string;
  /** The edited document, its data-bound blocks' `response` resolved by the server. */
  page: PageDocument;
}

/** What the builder sends to the frame to be drawn. */
export type PreviewDocumentMessage = PreviewSettingsMessage | PreviewPageMessage;

export interface PreviewBlockClickMessage {
  type: typeof PREVIEW_BLOCK_CLICK;
  /** The clicked block's component id (ADR 0053). */
  id: string;
}

export interface PreviewSelectMessage {
  type: typeof PREVIEW_SELECT;
  /** The selected block's component id; null when the page's settings are open, or no block of the drawn page is selected. */
  id: string | null;
}

/** Everything the builder sends to the frame. */
export type PreviewFrameMessage = PreviewDocumentMessage | PreviewSelectMessage;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isPreviewReady(data: unknown): data is PreviewReadyMessage {
  return isRecord(data) && data.type === PREVIEW_READY;
}

// Only outlines are checked: the sender is the builder of the same origin, which has checked
// the documents against their schemas; the shop draws partial settings with its defaults, and
// its renderer judges every block itself.
function isSettingsOutline(s: unknown): s is SiteSettings {
  return isRecord(s) && typeof s.name === "string" && isRecord(s.navSetting) && Array.isArray(s.navs) && Array.isArray(s.footers);
}

function isPageOutline(p: unknown): p is PageDocument {
  return (
    isRecord(p) &&
    typeof p.url === "string" &&
    typeof p.css === "string" &&
    typeof p.show_navbar === "boolean" &&
    typeof p.show_sub_navbar === "boolean" &&
    typeof p.show_footer === "boolean" &&
    Array.isArray(p.components) &&
    p.components.every((c) => isRecord(c) && typeof c.name === "string")
  );
}

/** A settings message whose document has the parts the shop's frame is drawn from. */
export function isPreviewSettings(data: unknown): data is PreviewSettingsMessage {
  return isRecord(data) && data.type === PREVIEW_SETTINGS && isSettingsOutline(data.settings);
}

/** A page message: settings as above, a route name, and a page with named components. */
export function isPreviewPage(data: unknown): data is PreviewPageMessage {
  return isRecord(data) && data.type === PREVIEW_PAGE && typeof data.routeName === "string" && isSettingsOutline(data.settings) && isPageOutline(data.page);
}

/** A click message naming a block by an id of the right pattern; whether the page has it is the builder's to judge. */
export function isPreviewBlockClick(data: unknown): data is PreviewBlockClickMessage {
  return isRecord(data) && data.type === PREVIEW_BLOCK_CLICK && isBlockId(data.id);
}

/** A selection message: a block id of the right pattern, or null. */
export function isPreviewSelect(data: unknown): data is PreviewSelectMessage {
  return isRecord(data) && data.type === PREVIEW_SELECT && (data.id === null || isBlockId(data.id));
}
