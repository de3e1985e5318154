// The page a shopper gets for an address the shop can never have made: one that does not decode,
// or whose path or query holds a control character (ADR 0049). A 400 with a way back, rather than
// the page with the bad part ignored: the shop in the browser reads its filters from the address
// too, so a page that quietly dropped them would disagree with the app it starts.
import { escapeHtml } from "./embed-json";
import { plainPage } from "./plain-page";
import { controlCharacterProblem } from "../../shared/control-characters";

/** HTML for a 400: says the address is not valid and links to `back` (the path, when it is fine). */
export function badAddressPage(back = "/"): string {
  const href = escapeHtml(back);
  return plainPage(
    "This address is not valid",
    `<p>The link you followed holds characters no address of this shop has. It may have been changed or cut short.</p><p><a href="${href}">Go on to ${href === "/" ? "the shop's home page" : "this page without them"}</a></p>`,
  );
}

/** Where a bad address's page links: its path when the path itself is fine, else home. */
export function pathBack(path: string): string {
  return controlCharacterProblem(path, false) === null && path.startsWith("/") && !path.startsWith("//") ? encodeURI(path) : "/";
}
