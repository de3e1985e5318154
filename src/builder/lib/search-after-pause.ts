// The builder's searches as the owner types (pickers, link choices, the media library) ask the
// server once typing pauses: the text settles this long (useSettled) before it becomes the
// search's key, and useLoaded cancels a search that newer text overtakes.

/** The pause after the last key before the server is asked. */
export const SEARCH_PAUSE_MS = 250;
