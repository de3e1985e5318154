// The next number of a series (CGST rule 46(b): consecutive, unique in the financial year). The
// counter row is bumped inside the issuing transaction, so it stays locked until that commits:
// a second issue waits for it, and an issue that rolls back gives its number back. No gaps, no
// repeats, whatever runs at once (invoice-numbering.pg.test.ts issues fifty together).
import { sql } from "drizzle-orm";
import { formatDocumentNumber } from "../../../shared/gst/document-number";
import type { Tx } from "../audit/record-audit";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface SeriesKey {
  websiteId: number;
  gstin: string;
  series: string;
  financialYear: string;
}

export async function nextDocumentNumber(tx: Db | Tx, key: SeriesKey): Promise<{ seq: number; number: string }> {
  const [row] = await tx
    .insert(t.invoiceCounters)
    .values({ ...key, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [t.invoiceCounters.websiteId, t.invoiceCounters.gstin, t.invoiceCounters.series, t.invoiceCounters.financialYear],
      set: { lastSeq: sql`${t.invoiceCounters.lastSeq} + 1` },
    })
    .returning({ seq: t.invoiceCounters.lastSeq });
  return { seq: row!.seq, number: formatDocumentNumber(key.series, key.financialYear, row!.seq) };
}
