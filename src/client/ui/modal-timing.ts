// §4 and §9 modal timing. Opening waits a moment so the content is in the document in its
// hidden state before it turns visible (otherwise the entry transition has nothing to animate
// from); closing keeps it mounted for the length of the exit transition.
export const MODAL_OPEN_DELAY_MS = 50;
export const MODAL_CLOSE_DELAY_MS = 300;
/** §9: the default modal width in CSS pixels. */
export const MODAL_DEFAULT_WIDTH = 450;
