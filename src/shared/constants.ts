// §9 business constants the server and the shop share.
export const API_BASE = "/s";
export const PRODUCTS_PER_PAGE = 24;
export const MAX_PRODUCTS_PER_PAGE = 100;
/** Orders per page of the account's order list. */
export const ORDERS_PER_PAGE = 10;
export const PINCODE_LENGTH = 6;
/** §5, §8: what a pincode shorter than PINCODE_LENGTH gets, without a call. */
export const PINCODE_INVALID_MESSAGE = "Please enter a valid pincode";
export const SEARCH_MIN_LENGTH = 2;
export const IMAGE_SIZES = ["small", "medium", "large", "original"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = "medium";
export const NO_IMAGE = "/no-image.png";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const WEB_URL_HEADER = "x-web-url";
/** Ids of the JSON the server embeds in the shop's HTML (DESIGN "first paint without waterfalls"). */
export const EMBEDDED_INIT_ID = "kirana-init";
export const EMBEDDED_PAGE_ID = "kirana-page";
/** The inert <template> of the page's module preloads, which the shop adds when it starts (ADR 0065). */
export const MODULE_PRELOADS_ID = "kirana-module-preloads";

/** §9: carousels advance every 2.5 s. */
export const CAROUSEL_AUTOPLAY_MS = 2500;

/** §4, §9: the popup banner appears 5 s after load, on these paths only, for 5 s by default. */
export const POPUP_DELAY_MS = 5000;
export const POPUP_DEFAULT_DURATION_S = 5;
export const POPUP_PATHS: readonly string[] = ["/", "/products"];
/** §9: a search field that opens in a panel takes the focus after 300 ms. */
export const SEARCH_FOCUS_DELAY_MS = 300;
/** The page-document preview for QA (ADR 0014); absent in production. */
export const PREVIEW_PATH = "/preview";

/** §8: checkout without a delivery pincode. */
export const PINCODE_REQUIRED_TITLE = "Delivery Pincode Required";
export const PINCODE_REQUIRED_TEXT = "Please select your delivery pincode to proceed to checkout.";
