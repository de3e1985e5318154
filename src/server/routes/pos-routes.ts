// The point of sale's API (issue 12; the contract is src/shared/api/pos.ts): counter sales on the
// active website's own catalogue and stock. Every route answers 401 signed out and 403 to anyone
// but an admin or staff member of the active website (or a superadmin) before its body is read;
// another website's warehouses, packs, customers and sales are not found.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  POS_CUSTOMERS_PATH,
  POS_PRODUCTS_PATH,
  POS_QUOTE_PATH,
  POS_SALES_PATH,
  POS_SESSION_PATH,
  posCustomerBody,
  posCustomerQuery,
  posQuoteBody,
  posSaleBody,
  posVoidBody,
  SALE_NOT_FOUND,
  type PosCustomerAnswer,
  type PosReceipt,
} from "../../shared/api/pos";
import { API_BASE } from "../../shared/constants";
import { requestDigest, withIdempotency } from "../domain/checkout/idempotency";
import { shopDate } from "../domain/delivery/next-slot";
import { findOrCreateCustomer, posCustomerByPhone } from "../domain/pos/pos-customers";
import { posProducts } from "../domain/pos/pos-products";
import { posDayQuery, posProductsQuery, posSaleParams } from "../domain/pos/pos-queries";
import { priceSale } from "../domain/pos/pos-quote";
import { counterSale, posDay, posReceipt } from "../domain/pos/pos-receipt";
import * as t from "../db/schema";
import { and, eq } from "drizzle-orm";
import { posSession } from "../domain/pos/pos-session";
import { documentPdf } from "../domain/invoices/document-pdf";
import { orderDocument } from "../domain/invoices/order-documents";
import { sendPdf } from "../http/send-pdf";
import { documentPdfQuery } from "../../shared/api/admin-gst";
import * as z from "zod/mini";
import { idParams } from "../../shared/api/admin-catalogue";
import { notFound, statusOf } from "../http/http-error";
import { idempotencyKey } from "../http/idempotency-key";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { guardedScope } from "./admin-scope";

const SALES = API_BASE + POS_SALES_PATH;
const SALE = `${SALES}/:ordernumber`;

const saleDocumentParams = z.object({ documentId: idParams.shape.id });

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function posRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { now } = services;
  const db = services.db;
  const { admins, posSales: sales } = services.admin;
  /** Any order number that is not a sale of this counter, well formed or not, is not found. */
  const orderNumber = (request: FastifyRequest) => {
    const parsed = posSaleParams.safeParse(request.params);
    if (!parsed.success) throw notFound(SALE_NOT_FOUND);
    return parsed.data.ordernumber;
  };

  guardedScope(
    app,
    (request) => admins.counterFor(request),
    async (scope, counter) => {
      scope.get(API_BASE + POS_SESSION_PATH, async (request) => posSession(db, counter(request)));

      scope.get(API_BASE + POS_PRODUCTS_PATH, ids("query.warehouse_id"), async (request) => {
        const query = parseInput(posProductsQuery, request.query, "query");
        return posProducts(db, services.catalogue, services.catalogueChanges.versionOf, counter(request).websiteId, query.warehouse_id, query.q);
      });

      scope.post(API_BASE + POS_QUOTE_PATH, ids("body.warehouse_id", "body.customer_id"), async (request) => {
        const body = parseInput(posQuoteBody, request.body, "body");
        return (await priceSale(db, counter(request).websiteId, body, now())).quote;
      });

      scope.get(API_BASE + POS_CUSTOMERS_PATH, async (request): Promise<PosCustomerAnswer> => {
        const { phone } = parseInput(posCustomerQuery, request.query, "query");
        return { customer: await posCustomerByPhone(db, counter(request).websiteId, phone) };
      });

      scope.post(API_BASE + POS_CUSTOMERS_PATH, async (request, reply) => {
        const body = parseInput(posCustomerBody, request.body, "body");
        const answer = await findOrCreateCustomer(db, counter(request).websiteId, body.phone, body.name);
        return reply.status(answer.created ? 201 : 200).send(answer);
      });

      scope.post(SALES, ids("body.warehouse_id", "body.customer_id"), async (request, reply) => {
        const who = counter(request);
        const key = idempotencyKey(request);
        const body = parseInput(posSaleBody, request.body, "body");
        const scopeOfKey = { websiteId: who.websiteId, userId: who.userId, key, digest: requestDigest(body) };
        let made: PosReceipt | undefined;
        const answer = await withIdempotency(
          db,
          scopeOfKey,
          async (claimed) => {
            const sold = await sales.sell(who, body, claimed);
            made = sold.receipt;
            return { status: 201, body: sold.json, recorded: true };
          },
          statusOf,
        );
        // A repeat of a completed sale answers the sale as it is now (voided since, perhaps), not
        // the receipt stored when it was made; a repeated refusal is answered as stored.
        if (answer.status === 201 && !made) {
          const { order_number } = JSON.parse(answer.body) as PosReceipt;
          made = await posReceipt(db, who.websiteId, order_number, now(), who.role);
        }
        if (made) return reply.status(201).send(made);
        return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
      });

      scope.get(SALES, async (request) => {
        const { date } = parseInput(posDayQuery, request.query, "query");
        const who = counter(request);
        const at = now();
        return posDay(db, who.websiteId, date ?? shopDate(at), at, who.role);
      });

      scope.get(SALE, ids("params.ordernumber"), async (request) => {
        const who = counter(request);
        return posReceipt(db, who.websiteId, orderNumber(request), now(), who.role);
      });

      scope.get(`${SALE}/documents/:documentId/pdf`, ids("params.ordernumber", "params.documentId"), async (request, reply) => {
        const who = counter(request);
        const { documentId } = parseInput(saleDocumentParams, request.params, "params");
        const { layout } = parseInput(documentPdfQuery, request.query, "query");
        const doc = await orderDocument(db, and(counterSale(who.websiteId), eq(t.orders.orderNumber, orderNumber(request)))!, documentId);
        return sendPdf(reply, await documentPdf(db, who.websiteId, doc, layout ?? "receipt"));
      });

      scope.post(`${SALE}/void`, ids("params.ordernumber"), async (request) => {
        const number = orderNumber(request);
        const { reason } = parseInput(posVoidBody, request.body, "body");
        return sales.void(counter(request), number, reason);
      });
    },
  );
}
