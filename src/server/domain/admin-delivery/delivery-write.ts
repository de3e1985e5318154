// How every back-office delivery change is made: in one transaction with its audit entries, a
// clash settled by a unique index answered as 409, and once committed the shop's kept delivery
// setup and default warehouses dropped, so the next request sees the change. Cached listings
// are keyed by warehouse and show its stock, which these changes never touch, so they stay.
import type { Db } from "../../db/client";
import type { Refusal } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { isUniqueViolation } from "../../db/pg-error";

export interface DeliveryWriter {
  <T>(clash: Refusal | null, change: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface DeliveryCaches {
  /** The shop's kept warehouse setups (charges, slots, holidays). */
  forgetSetup(): void;
  /** The kept default warehouse of each website. */
  forgetDefaults(): void;
}

export function createDeliveryWriter(db: Db, caches: DeliveryCaches): DeliveryWriter {
  return async (clash, change) => {
    let result;
    try {
      result = await db.transaction(change);
    } catch (error) {
      // Two admins adding the same pincode at once: the primary key decides, the loser is told.
      if (clash && isUniqueViolation(error)) throw clash;
      throw error;
    }
    caches.forgetSetup();
    caches.forgetDefaults();
    return result;
  };
}
