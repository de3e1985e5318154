// A pre-packaged product shown to shoppers carries every Legal Metrology declaration (ADR 0078).
// The back office's product and pack forms and the product CSV import refuse one that does not,
// naming what is missing; a hidden product may wait for them.
import type { ProductBody } from "../../../shared/api/admin-catalogue";
import { missingDeclarations, missingDeclarationsSentence, type Declarations, type DeclaredPack } from "../../../shared/legal-metrology";
import { Refusal } from "../refusal";

export interface ProductForSale extends Declarations {
  active: boolean;
  packs: readonly DeclaredPack[];
}

const quoted = (names: readonly string[]) => names.map((n) => `“${n}”`).join(", ");

/** What the product lacks before shoppers may see it: the sentence and the field messages; null when nothing. */
export function declarationsRefusal(product: ProductForSale, packField: string): { message: string; errors: Record<string, string> } | null {
  if (!product.active) return null;
  const missing = missingDeclarations(product, product.packs);
  if (!missing.words.length) return null;
  const errors: Record<string, string> = { ...missing.fields };
  if (missing.packs.length) errors[packField] = `Give the net quantity of ${quoted(missing.packs)}, or hide ${missing.packs.length === 1 ? "that pack" : "those packs"}`;
  return { message: missingDeclarationsSentence(missing.words), errors };
}

/** Refuses (invalid: 422) a pre-packaged product on sale without every declaration. `packField`
 *  is the form field a pack's missing net quantity is told under. */
export function checkDeclarations(product: ProductForSale, packField = "prepackaged"): void {
  const refusal = declarationsRefusal(product, packField);
  if (refusal) throw new Refusal("invalid", refusal.message, refusal.errors);
}

/** The product's declaration columns from a checked body; blank texts are stored as none. */
export function declarationColumnsOf(body: Required<Pick<ProductBody, keyof Declarations>>) {
  const blank = (text: string) => text.trim() || null;
  return {
    prepackaged: body.prepackaged,
    makerRole: body.maker_role,
    makerName: blank(body.maker_name),
    makerAddress: blank(body.maker_address),
    genericName: blank(body.generic_name),
    countryOfOrigin: blank(body.country_of_origin),
    bestBefore: blank(body.best_before),
    consumerCare: blank(body.consumer_care),
  };
}
