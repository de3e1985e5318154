// Reorder (issue 33): the packs of an earlier order go into the cart again, at today's prices and
// from the warehouse that serves the shopper now, as many of each as the shop can sell now. What
// cannot be added — no longer sold, out of stock, already at the limit in the cart — is named
// with the shop's own reason, and the rest is added all the same.
import type { OrderDetail, ReorderAnswer } from "../../../shared/api/account";
import { Refusal } from "../refusal";
import type { ServerText } from "../server-text";
import type { CartOwner, CartPlace, Carts } from "./carts";

/** `say` words a reason in the shopper's language (issue 35); English without it. */
export async function reorder(carts: Carts, order: OrderDetail, owner: CartOwner, place: CartPlace, say: (reason: string | ServerText) => string = String): Promise<Omit<ReorderAnswer, "cart">> {
  const answer: Omit<ReorderAnswer, "cart"> = { added: [], unavailable: [] };
  // A pack bought on two lines is asked for once, with both quantities.
  const wanted = new Map<number, { name: string; pack: string; quantity: number }>();
  for (const line of order.items) {
    if (line.pack_id === null) {
      answer.unavailable.push({ name: line.name, pack: line.pack, reason: say("No longer sold") });
      continue;
    }
    const seen = wanted.get(line.pack_id);
    if (seen) seen.quantity += line.quantity;
    else wanted.set(line.pack_id, { name: line.name, pack: line.pack, quantity: line.quantity });
  }
  for (const [packId, line] of wanted) {
    try {
      const quantity = await carts.add(owner, place, packId, place.warehouseId, line.quantity, { upTo: true });
      answer.added.push({ name: line.name, pack: line.pack, quantity, ordered: line.quantity });
    } catch (error) {
      if (!(error instanceof Refusal) || (error.kind !== "not-found" && error.kind !== "invalid")) throw error;
      answer.unavailable.push({ name: line.name, pack: line.pack, reason: say(error.kind === "not-found" ? "No longer sold" : (error.text ?? error.message)) });
    }
  }
  return answer;
}
