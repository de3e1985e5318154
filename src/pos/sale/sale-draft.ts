// The sale being rung up, kept on this device per website after every change, so an accidental
// reload (or a tablet that slept) finds the sale as it was. It holds what the counter chose, not
// prices: those always come from the server's quote. It also holds the payment as typed and the
// Idempotency-Key of the attempt to complete it: after an answer that never came, a reload sends
// the very same sale under the same key, and the server answers the first sale again.
import * as z from "zod/mini";
import { newIdempotencyKey } from "../../../registry/parts/checkout/order-attempt";
import { POS_LINES_MAX, POS_PAYMENT_METHODS, POS_QUANTITY_MAX, POS_REFERENCE_MAX, type PosCustomer, type PosPaymentMethod, type PosReceipt } from "../../shared/api/pos";

export interface DraftLine {
  pack_id: number;
  quantity: number;
  /** What the search showed, so the line reads well before the first quote comes. */
  name: string;
  pack: string;
}

export interface SaleDraft {
  lines: DraftLine[];
  /** The coupon applied (sent with every quote), "" for none. */
  coupon: string;
  customer: PosCustomer | null;
  method: PosPaymentMethod;
  /** The cash handed over, as typed. */
  tendered: string;
  /** The UPI or card reference, as typed. */
  reference: string;
  key: string;
}

export const SALE_FULL = `A sale can hold at most ${POS_LINES_MAX} lines; complete this one and start another`;

// What the server would refuse anyway is not restored: a draft it cannot sell is dropped.
const draftSchema = z.object({
  lines: z.array(z.object({ pack_id: z.int().check(z.positive()), quantity: z.int().check(z.minimum(1), z.maximum(POS_QUANTITY_MAX)), name: z.string(), pack: z.string() })).check(
    z.maxLength(POS_LINES_MAX),
    z.refine((lines) => new Set(lines.map((l) => l.pack_id)).size === lines.length),
  ),
  coupon: z.string().check(z.maxLength(40)),
  customer: z.nullable(z.object({ id: z.int().check(z.positive()), name: z.string(), phone: z.string() })),
  method: z.enum(POS_PAYMENT_METHODS),
  // Older drafts were kept without the payment as typed.
  tendered: z.optional(z.string().check(z.maxLength(20))),
  reference: z.optional(z.string().check(z.maxLength(POS_REFERENCE_MAX))),
  key: z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[\x21-\x7e]+$/)),
});

const storageKey = (websiteId: number) => `kirana.pos.draft.${websiteId}`;

export function newDraft(): SaleDraft {
  return { lines: [], coupon: "", customer: null, method: "cash", tendered: "", reference: "", key: newIdempotencyKey() };
}

/** The draft kept for this website, or a new one when there is none or it cannot be read. */
export function loadDraft(websiteId: number): SaleDraft {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(localStorage.getItem(storageKey(websiteId)) ?? "null"));
    if (!parsed.success) return newDraft();
    const { tendered = "", reference = "", ...kept } = parsed.data;
    return { ...kept, tendered, reference };
  } catch {
    return newDraft();
  }
}

export function saveDraft(websiteId: number, draft: SaleDraft): void {
  try {
    localStorage.setItem(storageKey(websiteId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the sale goes on, it just would not survive a reload.
  }
}

export function clearDraft(websiteId: number): void {
  try {
    localStorage.removeItem(storageKey(websiteId));
  } catch {
    // Nothing was kept.
  }
}

/**
 * A new sale of what an earlier one sold (issue 33, "Sell again"): its packs and quantities and
 * its customer. Prices are not carried: the quote prices the lines as the counter sells them
 * today, and flags what is no longer sold or not in stock. A pack deleted since cannot be sold.
 */
export function draftFromReceipt(receipt: Pick<PosReceipt, "lines" | "customer">): { draft: SaleDraft; leftOut: string[] } {
  const lines: DraftLine[] = [];
  const leftOut: string[] = [];
  for (const line of receipt.lines) {
    if (line.pack_id === null || lines.length >= POS_LINES_MAX) leftOut.push(`${line.name}, ${line.pack}`);
    else if (!lines.some((l) => l.pack_id === line.pack_id)) lines.push({ pack_id: line.pack_id, quantity: Math.min(line.quantity, POS_QUANTITY_MAX), name: line.name, pack: line.pack });
  }
  return { draft: { ...newDraft(), lines, customer: receipt.customer }, leftOut };
}

/** Whether adding this pack would need a line the sale has no room for. */
export function isFullFor(draft: SaleDraft, packId: number): boolean {
  return draft.lines.length >= POS_LINES_MAX && !draft.lines.some((l) => l.pack_id === packId);
}

/**
 * The draft with a pack added: one more of it when it is already a line (up to the most a line
 * takes); unchanged when it would be a line too many.
 */
export function withPack(draft: SaleDraft, line: Omit<DraftLine, "quantity">): SaleDraft {
  if (isFullFor(draft, line.pack_id)) return draft;
  const existing = draft.lines.find((l) => l.pack_id === line.pack_id);
  const lines = existing ? draft.lines.map((l) => (l === existing ? { ...l, quantity: Math.min(l.quantity + 1, POS_QUANTITY_MAX) } : l)) : [...draft.lines, { ...line, quantity: 1 }];
  return { ...draft, lines };
}
