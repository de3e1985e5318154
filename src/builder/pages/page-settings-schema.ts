// The page's own fields (address, search texts, which parts of the shop's frame show, CSS and
// structured data) as the page settings form reads them: labels from schemas/page.json, and
// their problems from its compiled validator, plus the address rule of content pages.
import validatePage from "../../../schemas/compiled/page.js";
import { schema as pageSchemaSource } from "../../../schemas/compiled/page.schema";
import { CONTENT_PAGE_URL, CONTENT_PAGE_URL_MESSAGE, type PageKind } from "../../shared/api/admin-pages";
import type { PageDocument } from "../../shared/page-document";
import { isWithin, parsePointer, type Pointer } from "../schema-form/json-pointer";
import { labelOf, nodeAt, type SchemaNode } from "../schema-form/schema-node";
import { errorsByPointer, type ErrorMap } from "../schema-form/validation-errors";

export const pageSchema: SchemaNode = pageSchemaSource;

export const COMPONENTS: Pointer = "/components";

export function pageNodeAt(pointer: Pointer): SchemaNode | undefined {
  return nodeAt(pageSchema, pointer);
}

export function pageLabelAt(pointer: Pointer): string {
  return labelOf(pageNodeAt(pointer), parsePointer(pointer).pop() ?? "");
}

/** Problems with the page's own fields (its blocks are judged by their own schemas). */
export function pageSettingsErrors(doc: PageDocument, kind: PageKind): ErrorMap {
  const errors: Record<Pointer, string> = {};
  if (!validatePage(doc)) {
    for (const [pointer, message] of Object.entries(errorsByPointer(validatePage.errors, pageLabelAt))) {
      if (!isWithin(pointer, COMPONENTS)) errors[pointer] = message;
    }
  }
  // A system page's address is its route's pattern, which the owner does not edit.
  if (kind === "content" && !("/url" in errors) && !CONTENT_PAGE_URL.test(doc.url)) errors["/url"] = CONTENT_PAGE_URL_MESSAGE;
  return errors;
}
