// §4/§9: a modal opens after a short delay (so its entry transition runs) and closes with a
// 300 ms delay (its exit transition).
export const MODAL_OPEN_DELAY_MS = 50;
export const MODAL_CLOSE_DELAY_MS = 300;
export const MODAL_DEFAULT_WIDTH = 450;
