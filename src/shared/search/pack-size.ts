// A pack size written in a search ("5kg", "1 l", "500 ml", "6 pcs"), read into the units packs
// are stored in (ADR 0061). The server ranks packs of that size first (ADR 0068); a product card
// in the search's list shows that pack (issue 30): one reading for both.
import type { PackQuantity } from "../pack-quantity";

/** A pack size: grams, millilitres or pieces. */
export interface Quantity {
  amount: number;
  unit: "g" | "ml" | "pc";
}

const MAX_PACK = 1_000_000;
const UNIT = /(\d+(?:\.\d+)?)\s*(kgs?|kilos?|grams?|gms?|gm|g|litres?|liters?|ltrs?|l|ml|pcs?|pieces?)(?![\p{L}])/iu;

/** The first pack size in the text, and the text without it. */
export function readPackSize(text: string): { quantity: Quantity | null; rest: string } {
  const match = UNIT.exec(text);
  if (!match) return { quantity: null, rest: text };
  const value = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const quantity: Quantity = /^k/.test(unit)
    ? { amount: value * 1000, unit: "g" }
    : /^(g|gm|gram)/.test(unit)
      ? { amount: value, unit: "g" }
      : unit === "ml"
        ? { amount: value, unit: "ml" }
        : /^(l|lit|ltr)/.test(unit)
          ? { amount: value * 1000, unit: "ml" }
          : { amount: value, unit: "pc" };
  quantity.amount = Math.round(quantity.amount);
  // No pack holds nothing, nor more than a tonne: such a size is read and set aside.
  const sold = quantity.amount > 0 && quantity.amount <= MAX_PACK;
  return { quantity: sold ? quantity : null, rest: text.slice(0, match.index) + " " + text.slice(match.index + match[0].length) };
}

const SIZE_UNITS: ReadonlySet<string> = new Set<Quantity["unit"]>(["g", "ml", "pc"]);

/** What a pack holds in all, as a size a search can name (2 × 2.5 kg is 5 kg); null when it is not said, or in metres. */
export function packSize(pack: PackQuantity): Quantity | null {
  if (pack.net_quantity === null || !pack.unit || !SIZE_UNITS.has(pack.unit)) return null;
  return { amount: pack.net_quantity * pack.pack_count, unit: pack.unit as Quantity["unit"] };
}

/** Whether a pack holds this size in all. */
export function packHolds(pack: PackQuantity, size: Quantity): boolean {
  const held = packSize(pack);
  return held !== null && held.unit === size.unit && held.amount === size.amount;
}
