// The server names every chunk the page will run as module preloads in an inert <template>
// (ADR 0065): in the live head they would be fetched while the priority pictures load, and
// take their bandwidth. Added when the shop starts, they are asked for all at once, beside the
// shop's own code, instead of each after the chunk that imports it has run.
import { MODULE_PRELOADS_ID } from "../../shared/constants";

export function requestModulePreloads(doc: Document = document): void {
  const links = doc.getElementById(MODULE_PRELOADS_ID);
  if (links instanceof HTMLTemplateElement) doc.head.append(links.content.cloneNode(true));
}
