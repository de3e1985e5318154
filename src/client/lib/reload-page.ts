// The page reload after a new delivery pincode (§4): every price, stock figure and product
// list on screen was answered for the old warehouse, so the whole page is fetched again. Its
// own module so that tests can stand in for it (jsdom cannot reload).
export function reloadPage(): void {
  window.location.reload();
}
