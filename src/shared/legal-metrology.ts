// The Legal Metrology (Packaged Commodities) Rules, 2011, as they bear on a shop that sells
// online (rule 6(10), ADR 0078): a pre-packaged product's page shows every declaration its label
// must carry, but for the month and year of manufacture or packing. The net quantity and the MRP
// are each pack's own data (ADR 0061); the rest belongs to the product. Loose goods, weighed or
// counted when the order is packed, are not pre-packaged and declare nothing.
import { formatRupees } from "./money";
import type { PackQuantity } from "./pack-quantity";

export const MAKER_ROLES = ["manufacturer", "packer", "importer"] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

export function isMakerRole(value: unknown): value is MakerRole {
  return typeof value === "string" && (MAKER_ROLES as readonly string[]).includes(value);
}

/** The product's declarations; texts are "" while the owner has not given them. */
export interface Declarations {
  prepackaged: boolean;
  maker_role: MakerRole | null;
  maker_name: string;
  maker_address: string;
  generic_name: string;
  country_of_origin: string;
  /** "Best before 6 months from packing": only where the goods spoil, so it may stay "". */
  best_before: string;
  consumer_care: string;
}

/** Every declaration's key, in the order forms and files give them. */
export const DECLARATION_KEYS = [
  "prepackaged",
  "maker_role",
  "maker_name",
  "maker_address",
  "generic_name",
  "country_of_origin",
  "best_before",
  "consumer_care",
] as const satisfies readonly (keyof Declarations)[];

export type DeclarationField = Exclude<keyof Declarations, "prepackaged" | "best_before">;

/** Each required declaration: the message under its field, and its words in a list of what is missing. */
export const REQUIRED_DECLARATIONS: { field: DeclarationField; message: string; missing: string }[] = [
  { field: "maker_role", message: "Say whether the label names the manufacturer, the packer or the importer", missing: "who made, packed or imported it" },
  { field: "maker_name", message: "Give the name of the manufacturer, packer or importer", missing: "their name" },
  { field: "maker_address", message: "Give the address of the manufacturer, packer or importer", missing: "their address" },
  { field: "generic_name", message: "Give the common or generic name", missing: "the common or generic name" },
  { field: "country_of_origin", message: "Give the country of origin", missing: "the country of origin" },
  { field: "consumer_care", message: "Give the consumer care details", missing: "consumer care details" },
];

export interface DeclaredPack extends PackQuantity {
  name: string;
  active: boolean;
}

export interface MissingDeclarations {
  /** Field → message, for the product's own declarations. */
  fields: Partial<Record<DeclarationField, string>>;
  /** Names of the shown packs without a net quantity. */
  packs: string[];
  /** Everything missing, in words: "their address, the country of origin". */
  words: string[];
}

/** What a pre-packaged product still lacks before shoppers may see it; nothing for loose goods. */
export function missingDeclarations(d: Declarations, packs: readonly DeclaredPack[]): MissingDeclarations {
  const missing: MissingDeclarations = { fields: {}, packs: [], words: [] };
  if (!d.prepackaged) return missing;
  for (const rule of REQUIRED_DECLARATIONS) {
    const value = d[rule.field];
    if (value === null || (typeof value === "string" && !value.trim())) {
      missing.fields[rule.field] = rule.message;
      missing.words.push(rule.missing);
    }
  }
  for (const pack of packs) {
    if (pack.active && !(pack.net_quantity && pack.unit)) {
      missing.packs.push(pack.name);
      missing.words.push(`the net quantity of “${pack.name}”`);
    }
  }
  return missing;
}

/** The one sentence a refusal leads with, naming everything missing. */
export function missingDeclarationsSentence(words: readonly string[]): string {
  return `A pre-packaged product is shown to shoppers only with every declaration the law asks for. Missing: ${words.join(", ")}`;
}

const SMALL: Record<PackQuantity["unit"] & string, { small: string; large: string; scale: number }> = {
  g: { small: "g", large: "kg", scale: 1000 },
  ml: { small: "ml", large: "L", scale: 1000 },
  pc: { small: "piece", large: "piece", scale: 1 },
  m: { small: "m", large: "m", scale: 1 },
};

/**
 * The unit sale price the rules ask for beside the MRP: per gram or millilitre below 1 kg or
 * 1 L, per kilogram or litre from there, per piece or metre for goods sold by number or length.
 * The rules do not ask for it where it equals the MRP (exactly 1 kg, one piece); the shop shows
 * it anyway, so every pack's line reads the same. A multipack counts every item ("6 x 250 ml"
 * is 1.5 L).
 */
export function unitSalePrice(mrp: number, q: PackQuantity): { amount: number; per: string } | null {
  if (!q.unit || !q.net_quantity || q.net_quantity <= 0 || !(mrp > 0)) return null;
  const total = q.net_quantity * Math.max(1, q.pack_count);
  const units = SMALL[q.unit];
  if (total < units.scale) return { amount: mrp / total, per: units.small };
  return { amount: (mrp * units.scale) / total, per: units.large };
}

/** A unit sale price's figure: to the paisa, and to a tenth of one below a rupee, where a paisa is
 *  a large part of the price (₹0.04 would say two packs 10% apart cost the same). */
export const unitSaleAmount = (amount: number): string => (amount < 1 ? `₹${(Math.round(amount * 1000) / 1000).toFixed(3)}` : formatRupees(Math.round(amount * 100) / 100));

/** "₹0.044 per g", "₹42.50 per kg", in English (the shop words it in the page's language). */
export function formatUnitSalePrice(mrp: number, q: PackQuantity): string | null {
  const u = unitSalePrice(mrp, q);
  return u ? `${unitSaleAmount(u.amount)} per ${u.per}` : null;
}
