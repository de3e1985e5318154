// Page documents for tests: a page with every §3 field at its plain value, and blocks made
// from a name and their data, so a test spells out only what it is about.
import { newBlockId } from "../block-id";
import type { PageComponent, PageDocument } from "../page-document";
import { newPageDocument } from "../page-migrations";

export function testBlock(name: string, data: unknown, order = 0, rest: Partial<PageComponent> = {}): PageComponent {
  return { id: newBlockId(), name, type: "block", data, logicdata: {}, response: null, order, settings: {}, ...rest };
}

export function testPage(components: PageComponent[], fields: Partial<PageDocument> = {}): PageDocument {
  return newPageDocument(components, fields);
}
