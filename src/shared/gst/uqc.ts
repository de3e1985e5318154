// Unit Quantity Codes: GSTR-1's HSN summary (table 12) and e-way bills accept quantities only in
// these units, spelled as the GST portal's list spells them ("MILILITRE" and "GRAMMES" included).
// Only the ones a grocery shop uses. There is no code for tins: a tin is reported as CAN.

export interface Uqc {
  code: string;
  /** As GSTR-1's files write it: "KGS-KILOGRAMS". */
  label: string;
}

export const UQC_CODES: readonly Uqc[] = [
  { code: "KGS", label: "KGS-KILOGRAMS" },
  { code: "GMS", label: "GMS-GRAMMES" },
  { code: "LTR", label: "LTR-LITRES" },
  { code: "MLT", label: "MLT-MILILITRE" },
  { code: "MTR", label: "MTR-METERS" },
  { code: "NOS", label: "NOS-NUMBERS" },
  { code: "PCS", label: "PCS-PIECES" },
  { code: "DOZ", label: "DOZ-DOZENS" },
  { code: "PAC", label: "PAC-PACKS" },
  { code: "BTL", label: "BTL-BOTTLES" },
  { code: "BOX", label: "BOX-BOX" },
  { code: "BAG", label: "BAG-BAGS" },
  { code: "BUN", label: "BUN-BUNCHES" },
  { code: "CAN", label: "CAN-CANS" },
  { code: "ROL", label: "ROL-ROLLS" },
  { code: "OTH", label: "OTH-OTHERS" },
];

/** What GSTR-1 expects for a service (a separately charged delivery, by SAC): no quantity. */
export const SERVICE_UQC = "NA";

const LABELS = new Map(UQC_CODES.map((u) => [u.code, u.label]));

/** "KGS-KILOGRAMS"; null for a code not on the list. */
export const uqcLabel = (code: string): string | null => LABELS.get(code) ?? null;

/** What a pack holds, as pack-quantity.ts records it (camel-cased). */
export interface UqcPack {
  /** One item's quantity in `unit`; null while unknown. */
  netQuantity: number | null;
  /** "g", "ml", "pc" or "m"; null while unknown. */
  unit: string | null;
  /** Items per pack ("6 x 250 ml" is 6). */
  packCount: number;
}

// Which pack unit each measuring code is counted from, and how many of that unit make one.
const MEASURED: Record<string, { unit: string; per: number }> = {
  KGS: { unit: "g", per: 1000 },
  GMS: { unit: "g", per: 1 },
  LTR: { unit: "ml", per: 1000 },
  MLT: { unit: "ml", per: 1 },
  MTR: { unit: "m", per: 1 },
};

// toPrecision drops the binary noise of n × 1000 (1.0005 × 1000 is 1000.4999…) before rounding.
const round3 = (n: number) => Math.round(Number((n * 1000).toPrecision(15))) / 1000;

/**
 * How many `uqc` units `packs` packs come to, rounded to 3 decimals:
 * - KGS, GMS from a "g" pack, LTR, MLT from an "ml" pack, MTR from an "m" pack: packs × items per
 *   pack × one item's quantity, scaled (2 packs of 6 x 250 ml in LTR = 3).
 * - NOS, PCS: pieces. A "pc" pack with a known quantity holds quantity × items per pack pieces;
 *   any other pack counts its items (packs × items per pack). DOZ is those pieces ÷ 12.
 * - Every other code (PAC, BTL, BOX, BAG, BUN, CAN, ROL, OTH) counts packs.
 *
 * FALLBACK: when a measuring code does not fit the pack (KGS asked of a "pc" pack, LTR of a "g"
 * one) or the pack's quantity is unknown, the answer is the number of PACKS, not a measure. Choose
 * the code with defaultUqcFor, which never picks a code that falls back. Throws for an unknown code.
 */
export function uqcQuantity(packs: number, pack: UqcPack, uqc: string): number {
  if (!LABELS.has(uqc)) throw new RangeError(`not a UQC: ${uqc}`);
  if (!Number.isFinite(packs) || packs < 0) throw new RangeError(`not a number of packs: ${packs}`);
  const items = Math.max(1, pack.packCount);
  const known = pack.netQuantity !== null && pack.netQuantity > 0;
  const measured = MEASURED[uqc];
  if (measured) {
    if (!known || pack.unit !== measured.unit) return round3(packs);
    return round3((packs * items * (pack.netQuantity as number)) / measured.per);
  }
  if (uqc === "NOS" || uqc === "PCS" || uqc === "DOZ") {
    const pieces = pack.unit === "pc" && known ? packs * items * (pack.netQuantity as number) : packs * items;
    return round3(uqc === "DOZ" ? pieces / 12 : pieces);
  }
  return round3(packs);
}

/** The code a pack is reported in unless the owner picks another: g → KGS, ml → LTR, pc → NOS,
 *  anything else (metres, or a pack whose quantity is unknown) → PAC. */
export function defaultUqcFor(pack: UqcPack): string {
  if (pack.netQuantity === null || !(pack.netQuantity > 0)) return "PAC";
  if (pack.unit === "g") return "KGS";
  if (pack.unit === "ml") return "LTR";
  if (pack.unit === "pc") return "NOS";
  return "PAC";
}
