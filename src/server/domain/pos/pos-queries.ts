// What the point of sale's queries and paths take (the bodies are in the contract,
// src/shared/api/pos.ts). Query values arrive as text: ids are read from digits alone.
import * as z from "zod/mini";
import { isRealDate, ORDER_NUMBER } from "../../../shared/api/admin-orders";
import { POS_QUERY_MAX, SALE_NOT_FOUND } from "../../../shared/api/pos";

const queryId = (label: string) =>
  z
    .pipe(z.string(`${label} is required, given once`).check(z.regex(/^[1-9]\d{0,9}$/, `${label} must be a positive whole number`)), z.transform(Number))
    .check(z.refine((n) => n <= 2_147_483_647, `${label} is not a known id`));

export const posProductsQuery = z.strictObject(
  {
    warehouse_id: queryId("warehouse_id"),
    q: z.string("q is required, given once").check(z.trim(), z.minLength(1, "Type part of a name, a brand or a code"), z.maxLength(POS_QUERY_MAX, `q can be at most ${POS_QUERY_MAX} characters`)),
  },
  { error: "Send only warehouse_id and q" },
);

export const posDayQuery = z.strictObject({ date: z.optional(z.string("date must be given once").check(z.refine(isRealDate, "date must be a real date as YYYY-MM-DD"))) }, { error: "Send only date" });

export const posSaleParams = z.object({ ordernumber: z.string().check(z.regex(ORDER_NUMBER, SALE_NOT_FOUND)) });
