// The page reload after a new delivery pincode (§4): every price, stock figure and product
// list on screen was answered for the old warehouse, so the whole page is fetched again. Its
// own module so that tests can stand in for it (jsdom cannot reload).
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` as a new document, replacing the current entry: nothing of this page's state
 *  (the signed-out user's cart, pincode, wish-list marks) outlives it. */
export function replacePage(path: string): void {
  window.location.replace(path);
}
