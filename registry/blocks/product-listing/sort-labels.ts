// The sort choices as the list offers them, in this order, each by its message (issue 35).
import type { Sort } from "../../../src/shared/api/products";
import type { MessageId } from "../../../src/client/i18n/use-t";

export const SORT_MESSAGES: Record<Sort, MessageId> = {
  relevance: "catalogue.sortRelevance",
  "price-asc": "catalogue.sortPriceAsc",
  "price-desc": "catalogue.sortPriceDesc",
  discount: "catalogue.sortDiscount",
  newest: "catalogue.sortNewest",
  name: "catalogue.sortName",
};
