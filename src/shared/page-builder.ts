// The page builder app's address and that of the shop screen it frames for its live preview
// (ADR 0024). Here because the builder, the shop, the server and the build all need them and
// may share only this layer. The messages between the two windows are in
// builder-preview-messages.ts, apart, so the shop's first-paint bundle carries only the path.

/** The builder app's address; the server answers it and every path below it with builder.html. */
export const PAGE_BUILDER_PATH = "/page-builder";
/** The shop's settings preview, framed by the builder; not a §2 route. */
export const BUILDER_PREVIEW_PATH = "/builder-preview";

export function isPageBuilderPath(path: string): boolean {
  return path === PAGE_BUILDER_PATH || path.startsWith(`${PAGE_BUILDER_PATH}/`);
}
