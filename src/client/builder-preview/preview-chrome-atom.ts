// The chrome around a page the builder previews. A real route's shell reads the page's show_*
// flags from its loader data and the width from its route's meta; /builder-preview has neither
// for the page it draws, so its screen puts them here while it draws one. Null otherwise.
import { atom } from "jotai";

export interface PreviewPageChrome {
  show_navbar: boolean;
  show_sub_navbar: boolean;
  show_footer: boolean;
  fullWidth: boolean;
}

export const previewPageChromeAtom = atom<PreviewPageChrome | null>(null);
