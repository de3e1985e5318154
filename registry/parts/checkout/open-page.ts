// Leaves the shop for a provider's hosted page (the payment sandbox's), keeping this page in
// the history so Back returns to it. Its own module so that tests can stand in for it (jsdom
// cannot navigate).
export function openPage(url: string): void {
  window.location.assign(url);
}
