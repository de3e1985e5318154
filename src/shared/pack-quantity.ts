// What a pack holds, as data (ADR 0061): the shop's comparison price ("₹84.00/kg"), the pack's
// quantity in words ("6 x 250 ml") and the note at a quantity cap all read these fields, never
// the pack's name, which is the owner's free text.
import { formatRupees } from "./money";

/** g and ml also hold kilograms and litres (1 kg is 1000 g); m is for foil and cling film. */
export const PACK_UNITS = ["g", "ml", "pc", "m"] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export const PACK_UNIT_LABELS: Record<PackUnit, string> = { g: "Grams (g)", ml: "Millilitres (ml)", pc: "Pieces", m: "Metres (m)" };

export interface PackQuantity {
  /** One item's quantity in `unit`; null while the owner has not said. */
  net_quantity: number | null;
  unit: PackUnit | null;
  /** Items in a multipack ("6 x 250 ml" is 6 of 250 ml); 1 for a single item. */
  pack_count: number;
}

export function isPackUnit(value: unknown): value is PackUnit {
  return typeof value === "string" && (PACK_UNITS as readonly string[]).includes(value);
}

const trim = (n: number) => String(Number(n.toFixed(3)));

/** One item's quantity in the unit a shopper reads: 1000 g is "1 kg", 1200 ml "1.2 L". */
function itemQuantity(quantity: number, unit: PackUnit): string {
  if (unit === "g") return quantity >= 1000 ? `${trim(quantity / 1000)} kg` : `${trim(quantity)} g`;
  if (unit === "ml") return quantity >= 1000 ? `${trim(quantity / 1000)} L` : `${trim(quantity)} ml`;
  if (unit === "m") return `${trim(quantity)} m`;
  return quantity === 1 ? "1 pc" : `${trim(quantity)} pcs`;
}

/** "500 g", "1.2 L", "6 x 250 ml", "12 pcs"; null when the pack has no quantity recorded. */
export function formatPackQuantity(q: PackQuantity): string | null {
  if (!q.unit || !q.net_quantity || q.net_quantity <= 0) return null;
  const one = itemQuantity(q.net_quantity, q.unit);
  return q.pack_count > 1 ? `${q.pack_count} x ${one}` : one;
}

const PER: Record<PackUnit, { label: string; scale: number }> = {
  g: { label: "kg", scale: 1000 },
  ml: { label: "L", scale: 1000 },
  pc: { label: "pc", scale: 1 },
  m: { label: "m", scale: 1 },
};

/** The selling price per kg, L, piece or metre, for comparing packs; null without a quantity. */
export function unitPrice(price: number, q: PackQuantity): { amount: number; per: string } | null {
  if (!q.unit || !q.net_quantity || q.net_quantity <= 0 || !(price > 0)) return null;
  const total = q.net_quantity * Math.max(1, q.pack_count);
  const per = PER[q.unit];
  return { amount: Math.round((price * per.scale * 100) / total) / 100, per: per.label };
}

/** "₹84.00/kg"; null without a quantity. */
export function formatUnitPrice(price: number, q: PackQuantity): string | null {
  const u = unitPrice(price, q);
  return u ? `${formatRupees(u.amount)}/${u.per}` : null;
}
