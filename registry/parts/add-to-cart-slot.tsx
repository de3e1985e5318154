// Where a product's add-to-cart control goes. The cart is built after the catalogue screens,
// so for now the slot holds nothing; cards and the product page already leave room for it.
import type { Pack, Product } from "../../src/shared/api/products";

export function AddToCartSlot(_props: { product: Product; pack: Pack }) {
  return null;
}
