// How every back-office catalogue change is made: in one transaction with its audit entries,
// a taken slug answered as 409 on the slug field, and the shop's cached listings dropped once
// the change is committed (ADR 0004), so shoppers see it at once.
import type { Db } from "../../db/client";
import { Refusal } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { isUniqueViolation } from "../../db/pg-error";

export interface CatalogueWriter {
  <T>(websiteId: number, slugTaken: string, change: (tx: Tx) => Promise<T>): Promise<T>;
}

export const slugTakenError = (message: string) => new Refusal("conflict", message, { slug: message });

export function createCatalogueWriter(db: Db, catalogueChanged: (websiteId: number) => Promise<unknown>): CatalogueWriter {
  return async (websiteId, slugTaken, change) => {
    let result;
    try {
      result = await db.transaction(change);
    } catch (error) {
      // Two admins saving the same slug at once: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) throw slugTakenError(slugTaken);
      throw error;
    }
    await catalogueChanged(websiteId);
    return result;
  };
}
