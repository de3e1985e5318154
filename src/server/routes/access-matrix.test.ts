// Every object id a route takes, tried by its owner, another user, the same user on another
// website and a visitor: only those the object belongs to get it; the others get 401, 403 or
// 404 and nothing of the object. The route table itself is walked, so a new route that takes
// an id without declaring it, or declares one without a case here, fails this file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import * as t from "../db/schema";
import type { Address, AgentCustomer, AgentDashboard } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import type { WishlistCategoryAnswer } from "../../shared/api/wishlist";
import type { CreatedWebsite } from "../../shared/api/websites";
import { PICKER_KINDS, pickerPath } from "../../shared/api/admin-pages";
import { insertPages } from "../domain/pages/insert-pages";
import { observeInputs } from "../http/parse-input";
import { intraStateInvoice } from "../domain/invoices/pdf/sample-invoice-documents";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

type Actor = "owner" | "otherUser" | "otherWebsite" | "anonymous";
const ACTORS: Actor[] = ["otherUser", "otherWebsite", "anonymous", "owner"];

/**
 * Which actors the object belongs to: the owner alone, or everyone on its website (catalogue);
 * "website-admin" is a website the owner administers: admin rights are the person's wherever
 * they sign in, and otherUser is a superadmin, who administers every website (ADR 0023).
 */
type Reach = "owner" | "website" | "website-signed-in" | "website-admin";

interface Fixture {
  address: Address;
  order: { id: number; orderNumber: string };
  websiteId: number;
  ownerId: number;
  packId: number;
  warehouseId: number;
  productId: number;
  productSlug: string;
  /** Each actor's own wish list, and the owner's. */
  categories: Record<Actor, number | null>;
}

interface IdCase {
  reach: Reach;
  send(client: ShopClient, f: Fixture, actor: Actor): Promise<LightMyRequestResponse>;
  /** Text of the object that must never reach anyone else. */
  secret?(f: Fixture): string;
}

const ID_NAME = /(^|_)id$|^ordernumber$/i;

let h: TestApp;
const clients = {} as Record<Actor, ShopClient>;
let f: Fixture;
let fixtures = 0;

const address = { name: "Owner Person", phone: "9876543210", line1: "Secret Lane 42", line2: "", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };

const CASES: Record<string, IdCase> = {
  "GET /s/api/products/:id params.id": { reach: "website", send: (c, f) => c.get(`/s/api/products/${f.productId}`) },
  "GET /s/api/products/:id/similar params.id": { reach: "website", send: (c, f) => c.get(`/s/api/products/${f.productId}/similar`) },
  "POST /s/api/cart/add body.pack_id": { reach: "website", send: (c, f) => c.post("/s/api/cart/add", { pack_id: f.packId, warehouse_id: f.warehouseId }) },
  "POST /s/api/cart/add body.warehouse_id": { reach: "website", send: (c, f) => c.post("/s/api/cart/add", { pack_id: f.packId, warehouse_id: f.warehouseId }) },
  // The pack is in the owner's cart only.
  "POST /s/api/cart/remove body.pack_id": { reach: "owner", send: (c, f) => c.post("/s/api/cart/remove", { pack_id: f.packId }) },
  "GET /s/api/cart query.address_id": { reach: "owner", send: (c, f) => c.get(`/s/api/cart?address_id=${f.address.id}`), secret: () => "Secret Lane" },
  "POST /s/api/wishlist/update body.product_id": {
    reach: "website-signed-in",
    send: (c, f, actor) => c.post("/s/api/wishlist/update", { product_id: f.productId, wishlist_category_id: f.categories[actor] ?? 1 }),
  },
  "POST /s/api/wishlist/update body.wishlist_category_id": {
    reach: "owner",
    send: (c, f) => c.post("/s/api/wishlist/update", { product_id: f.productId, wishlist_category_id: f.categories.owner }),
    secret: () => "Owner's list",
  },
  "PUT /s/api/account/addresses/:id params.id": { reach: "owner", send: (c, f) => c.request("PUT", `/s/api/account/addresses/${f.address.id}`, { body: address }), secret: () => "Secret Lane" },
  "POST /s/api/account/addresses/:id/default params.id": { reach: "owner", send: (c, f) => c.post(`/s/api/account/addresses/${f.address.id}/default`, {}), secret: () => "Secret Lane" },
  "DELETE /s/api/account/addresses/:id params.id": { reach: "owner", send: (c, f) => c.request("DELETE", `/s/api/account/addresses/${f.address.id}`) },
  "GET /s/api/account/orders/:id params.id": { reach: "owner", send: (c, f) => c.get(`/s/api/account/orders/${f.order.id}`), secret: (f) => f.order.orderNumber },
  "GET /s/api/account/orders/number/:ordernumber params.ordernumber": {
    reach: "owner",
    send: (c, f) => c.get(`/s/api/account/orders/number/${f.order.orderNumber}`),
    secret: (f) => String(f.order.id),
  },
  "POST /s/api/account/orders/:id/reorder params.id": { reach: "owner", send: (c, f) => c.post(`/s/api/account/orders/${f.order.id}/reorder`, {}), secret: (f) => f.order.orderNumber },
  // Problem reports (issue 33): on a delivered order of the owner's, reported just now.
  "POST /s/api/account/orders/:id/reports params.id": { reach: "owner", send: async (c, f) => ownersReportSent(c, await deliveredOrderOf(f.websiteId, f.ownerId)), secret: () => OWNERS_ITEM },
  "POST /s/api/account/orders/:id/reports body.item_id": { reach: "owner", send: async (c, f) => ownersReportSent(c, await deliveredOrderOf(f.websiteId, f.ownerId)), secret: () => OWNERS_ITEM },
  "GET /s/api/account/reports/:id/photo params.id": {
    reach: "owner",
    send: async (c, f) => c.get(`/s/api/account/reports/${await reportOf(f.websiteId, f.ownerId)}/photo`),
    secret: () => OWNERS_PHOTO,
  },
  // The back office's problem reports: a report on the owner's own website, chosen first; a new one for each decision.
  "POST /s/api/admin/order-reports/:id/resolve params.id": {
    reach: "website-admin",
    send: async (c) => c.post(`${REPORTS}/${await ownersReport(c)}/resolve`, {}),
    secret: () => OWNERS_REPORT,
  },
  "POST /s/api/admin/order-reports/:id/reject params.id": {
    reach: "website-admin",
    send: async (c) => c.post(`${REPORTS}/${await ownersReport(c)}/reject`, { reason: "Matrix" }),
    secret: () => OWNERS_REPORT,
  },
  "GET /s/api/admin/order-reports/:id/photo params.id": { reach: "website-admin", send: async (c) => c.get(`${REPORTS}/${await ownersReport(c)}/photo`), secret: () => OWNERS_PHOTO },
  // Notify me (issue 33): any signed-in shopper of the website may wait for its packs; each
  // ends only their own request.
  "POST /s/api/account/stock-alerts body.pack_id": {
    reach: "website-signed-in",
    send: (c, f, actor) => whileSoldOut(f, actor, () => c.post("/s/api/account/stock-alerts", { pack_id: f.packId, warehouse_id: f.warehouseId })),
  },
  "POST /s/api/account/stock-alerts body.warehouse_id": {
    reach: "website-signed-in",
    send: (c, f, actor) => whileSoldOut(f, actor, () => c.post("/s/api/account/stock-alerts", { pack_id: f.packId, warehouse_id: f.warehouseId })),
  },
  "DELETE /s/api/account/stock-alerts/:pack_id params.pack_id": {
    reach: "owner",
    send: async (c, f, actor) => {
      if (actor === "owner") await h.services.db.insert(t.stockAlerts).values({ websiteId: f.websiteId, userId: f.ownerId, packId: f.packId, warehouseId: f.warehouseId }).onConflictDoNothing();
      return c.request("DELETE", `/s/api/account/stock-alerts/${f.packId}`);
    },
  },
  // GST documents (issue 34): a document of the owner's order, for the owner alone.
  "GET /s/api/account/orders/:id/documents/:documentId/pdf params.id": {
    reach: "owner",
    send: async (c, f) => c.get(`/s/api/account/orders/${f.order.id}/documents/${await documentOf(f.order.id, f.websiteId)}/pdf`),
    secret: () => "%PDF",
  },
  "GET /s/api/account/orders/:id/documents/:documentId/pdf params.documentId": {
    reach: "owner",
    send: async (c, f) => c.get(`/s/api/account/orders/${f.order.id}/documents/${await documentOf(f.order.id, f.websiteId)}/pdf`),
    secret: () => "%PDF",
  },
  "GET /s/api/admin/gst/documents/:id/pdf params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/gst/documents/${await ownersDocument(c)}/pdf`),
    secret: () => "%PDF",
  },
  "POST /s/api/account/orders/:id/cancel params.id": { reach: "owner", send: (c, f) => c.post(`/s/api/account/orders/${f.order.id}/cancel`, { reason: "Other" }), secret: (f) => f.order.orderNumber },
  "POST /s/api/checkout/place body.address_id": {
    reach: "owner",
    send: async (c, f) => {
      const { cart } = (await clients.owner.get("/s/api/checkout")).json() as CheckoutSummary;
      const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
      return c.post("/s/api/checkout/place", { address_id: f.address.id, payment_method: "cod", slots }, { headers: { "idempotency-key": `matrix-${Math.random()}` } });
    },
    secret: () => "Secret Lane",
  },
  // Payments (ADR 0020): the owner's order awaiting a Razorpay payment, paid on the sandbox.
  "GET /s/api/checkout/payment/:id params.id": {
    reach: "owner",
    send: async (c, f) => c.get(`/s/api/checkout/payment/${(await onlineOrder(f)).id}`),
    secret: (f) => onlineNumber(f),
  },
  "POST /s/api/checkout/confirm/:id params.id": {
    reach: "owner",
    send: async (c, f) => c.post(`/s/api/checkout/confirm/${(await onlineOrder(f)).id}`, {}),
    secret: (f) => onlineNumber(f),
  },
  "POST /s/api/checkout/confirm/:id body.razorpay_payment_id": {
    reach: "owner",
    send: async (c, f) => c.post(`/s/api/checkout/confirm/${(await onlineOrder(f)).id}`, (await onlineOrder(f)).returned),
    secret: (f) => onlineNumber(f),
  },
  "POST /s/api/checkout/confirm/:id body.razorpay_order_id": {
    reach: "owner",
    send: async (c, f) => c.post(`/s/api/checkout/confirm/${(await onlineOrder(f)).id}`, (await onlineOrder(f)).returned),
    secret: (f) => onlineNumber(f),
  },
  // Business owners (ADR 0023): the owner's own website, made once.
  "POST /s/api/admin/websites/choose body.website_id": {
    reach: "website-admin",
    send: async (c) => c.post("/s/api/admin/websites/choose", { website_id: await ownersWebsite() }),
  },
  "POST /s/api/forms/submit body.form_id": {
    reach: "website",
    send: (c) =>
      c.post("/s/api/forms/submit", {
        path: "/contact-us",
        form_id: "contact",
        values: { name: "Asha Verma", phone: "9876543210", email: "asha@example.in", topic: "delivery", message: "Hello there" },
      }),
  },
  // Form submissions for admins (issue 10): those of the owner's own website, chosen first.
  "GET /s/api/admin/form-submissions query.form_id": {
    reach: "website-admin",
    send: async (c) => (await ownersSubmission(c), c.get("/s/api/admin/form-submissions?form_id=contact")),
    secret: () => OWNERS_SUBMISSION,
  },
  "GET /s/api/admin/form-submissions.csv query.form_id": {
    reach: "website-admin",
    send: async (c) => (await ownersSubmission(c), c.get("/s/api/admin/form-submissions.csv?form_id=contact")),
    secret: () => OWNERS_SUBMISSION,
  },
  "GET /s/api/admin/form-submissions/files/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/form-submissions/files/${await ownersSubmission(c)}`),
    secret: () => OWNERS_FILE,
  },
  // The page builder's pages (issue 10): a content page of the owner's own website, chosen first.
  "GET /s/api/admin/pages/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`${PAGES}/${(await ownersPage(c)).id}`),
    secret: () => OWNERS_PAGE_TITLE,
  },
  "DELETE /s/api/admin/pages/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${PAGES}/${(await ownersPage(c, "another")).id}`),
  },
  "PUT /s/api/admin/pages/:id/draft params.id": {
    reach: "website-admin",
    send: async (c) => {
      const page = await ownersPage(c);
      return c.request("PUT", `${PAGES}/${page.id}/draft`, { body: { base_revision: page.revision, doc: OWNERS_PAGE_DOC } });
    },
  },
  "DELETE /s/api/admin/pages/:id/draft params.id": {
    reach: "website-admin",
    send: async (c) => {
      const page = await ownersPage(c);
      return c.request("DELETE", `${PAGES}/${page.id}/draft`, { body: { base_revision: page.revision } });
    },
    secret: () => OWNERS_PAGE_TITLE,
  },
  "POST /s/api/admin/pages/:id/publish params.id": {
    reach: "website-admin",
    send: async (c) => {
      const page = await ownersPage(c, "with a draft");
      return c.post(`${PAGES}/${page.id}/publish`, { base_revision: page.revision });
    },
    secret: () => OWNERS_PAGE_TITLE,
  },
  "GET /s/api/admin/pages/:id/versions params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`${PAGES}/${(await ownersPage(c)).id}/versions`),
  },
  "GET /s/api/admin/pages/:id/versions/:version params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`${PAGES}/${(await ownersPage(c)).id}/versions/1`),
    secret: () => OWNERS_PAGE_TITLE,
  },
  "POST /s/api/admin/pages/:id/duplicate params.id": {
    reach: "website-admin",
    send: async (c) => c.post(`${PAGES}/${(await ownersPage(c)).id}/duplicate`, { url: `/copy-${Math.random().toString(36).slice(2, 8)}` }),
    secret: () => OWNERS_PAGE_TITLE,
  },
  "POST /s/api/admin/pages/:id/versions/:version/restore params.id": {
    reach: "website-admin",
    send: async (c) => {
      const page = await ownersPage(c);
      return c.post(`${PAGES}/${page.id}/versions/1/restore`, { base_revision: page.revision });
    },
    secret: () => OWNERS_PAGE_TITLE,
  },
  // The back-office catalogue and audit log (issue 11): objects of the owner's own website, chosen first.
  "GET /s/api/admin/catalogue/products query.brand_id": {
    reach: "website-admin",
    send: async (c) => c.get(`${CATALOGUE}/products?brand_id=${(await ownersCatalogue(c)).brandId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "GET /s/api/admin/catalogue/products query.category_id": {
    reach: "website-admin",
    send: async (c) => c.get(`${CATALOGUE}/products?category_id=${(await ownersCatalogue(c)).categoryId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "POST /s/api/admin/catalogue/products body.brand_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${CATALOGUE}/products`, { name: "New", slug: freshSlug(), brand_id: (await ownersCatalogue(c)).brandId }),
  },
  "POST /s/api/admin/catalogue/products body.supplier_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${CATALOGUE}/products`, { name: "New", slug: freshSlug(), supplier_id: (await ownersCatalogue(c)).supplierId }),
  },
  "GET /s/api/admin/catalogue/products/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`${CATALOGUE}/products/${(await ownersCatalogue(c)).productId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "PUT /s/api/admin/catalogue/products/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/products/${(await ownersCatalogue(c)).productId}`, { body: ownersProductBody(await ownersCatalogue(c)) }),
  },
  "PUT /s/api/admin/catalogue/products/:id body.brand_id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/products/${(await ownersCatalogue(c)).productId}`, { body: ownersProductBody(await ownersCatalogue(c)) }),
  },
  "PUT /s/api/admin/catalogue/products/:id body.supplier_id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/products/${(await ownersCatalogue(c)).productId}`, { body: ownersProductBody(await ownersCatalogue(c)) }),
  },
  "DELETE /s/api/admin/catalogue/products/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${CATALOGUE}/products/${(await ownersCatalogue(c, "fresh")).productId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "POST /s/api/admin/catalogue/products/:id/packs params.id": {
    reach: "website-admin",
    send: async (c) => c.post(`${CATALOGUE}/products/${(await ownersCatalogue(c)).productId}/packs`, OWNERS_PACK),
    secret: () => OWNERS_PRODUCT,
  },
  "PUT /s/api/admin/catalogue/packs/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/packs/${(await ownersCatalogue(c)).packId}`, { body: OWNERS_PACK }),
    secret: () => OWNERS_PRODUCT,
  },
  "DELETE /s/api/admin/catalogue/packs/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${CATALOGUE}/packs/${(await ownersCatalogue(c, "fresh")).packId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "PUT /s/api/admin/catalogue/packs/:id/stock params.id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCatalogue(c);
      return c.request("PUT", `${CATALOGUE}/packs/${owned.packId}/stock`, { body: { warehouse_id: owned.warehouseId, quantity: 7 } });
    },
    secret: () => OWNERS_PRODUCT,
  },
  "PUT /s/api/admin/catalogue/packs/:id/stock body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCatalogue(c);
      return c.request("PUT", `${CATALOGUE}/packs/${owned.packId}/stock`, { body: { warehouse_id: owned.warehouseId, quantity: 7 } });
    },
    secret: () => OWNERS_PRODUCT,
  },
  "POST /s/api/admin/catalogue/categories body.parent_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${CATALOGUE}/categories`, { name: "New", slug: freshSlug(), parent_id: (await ownersCatalogue(c)).categoryId }),
  },
  "PUT /s/api/admin/catalogue/categories/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/categories/${(await ownersCatalogue(c)).categoryId}`, { body: { name: OWNERS_CATEGORY, slug: "owners-category" } }),
    secret: () => OWNERS_CATEGORY,
  },
  "DELETE /s/api/admin/catalogue/categories/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${CATALOGUE}/categories/${(await ownersCatalogue(c, "fresh")).emptyCategoryId}`),
  },
  "POST /s/api/admin/catalogue/categories/:id/move params.id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCatalogue(c);
      return c.post(`${CATALOGUE}/categories/${owned.childCategoryId}/move`, { parent_id: owned.categoryId, position: 0 });
    },
    secret: () => OWNERS_CATEGORY,
  },
  "POST /s/api/admin/catalogue/categories/:id/move body.parent_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCatalogue(c);
      return c.post(`${CATALOGUE}/categories/${owned.childCategoryId}/move`, { parent_id: owned.categoryId, position: 0 });
    },
    secret: () => OWNERS_CATEGORY,
  },
  "PUT /s/api/admin/catalogue/brands/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/brands/${(await ownersCatalogue(c)).brandId}`, { body: { name: OWNERS_BRAND, slug: "owners-brand" } }),
    secret: () => OWNERS_BRAND,
  },
  "DELETE /s/api/admin/catalogue/brands/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${CATALOGUE}/brands/${(await ownersCatalogue(c, "fresh")).emptyBrandId}`),
  },
  "PUT /s/api/admin/catalogue/suppliers/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${CATALOGUE}/suppliers/${(await ownersCatalogue(c)).supplierId}`, { body: { name: OWNERS_SUPPLIER, slug: "owners-supplier", link: "/products" } }),
    secret: () => OWNERS_SUPPLIER,
  },
  "DELETE /s/api/admin/catalogue/suppliers/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${CATALOGUE}/suppliers/${(await ownersCatalogue(c, "fresh")).emptySupplierId}`),
  },
  "GET /s/api/admin/audit query.entity_id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/audit?entity_id=${(await ownersAudited(c)).productId}`),
    secret: () => OWNERS_PRODUCT,
  },
  "GET /s/api/admin/audit query.user_id": {
    reach: "website-admin",
    send: async (c, f) => (await ownersAudited(c), c.get(`/s/api/admin/audit?user_id=${f.ownerId}`)),
    secret: () => OWNERS_PRODUCT,
  },
  // The back-office's delivery setup (issue 11): that of the owner's own website, chosen first.
  "POST /s/api/admin/delivery/warehouses body.delivery_charge_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${DELIVERY}/warehouses`, { name: "New", delivery_charge_id: (await ownersDelivery(c)).chargeId }),
  },
  "PUT /s/api/admin/delivery/warehouses/:id params.id": {
    reach: "website-admin",
    send: async (c) => ownersWarehousePut(c, await ownersDelivery(c)),
    secret: () => OWNERS_WAREHOUSE,
  },
  "PUT /s/api/admin/delivery/warehouses/:id body.delivery_charge_id": {
    reach: "website-admin",
    send: async (c) => ownersWarehousePut(c, await ownersDelivery(c)),
    secret: () => OWNERS_CHARGE,
  },
  "DELETE /s/api/admin/delivery/warehouses/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${DELIVERY}/warehouses/${(await ownersDelivery(c, "fresh")).warehouseId}`),
  },
  "GET /s/api/admin/delivery/warehouses/:id/pincodes params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`${DELIVERY}/warehouses/${(await ownersDelivery(c)).warehouseId}/pincodes`),
    secret: () => OWNERS_AREA,
  },
  "POST /s/api/admin/delivery/warehouses/:id/pincodes params.id": {
    reach: "website-admin",
    send: async (c) => c.post(`${DELIVERY}/warehouses/${(await ownersDelivery(c)).warehouseId}/pincodes`, { pincodes: [{ pincode: freshPincode(), area: "New" }] }),
  },
  "PUT /s/api/admin/delivery/pincodes/:pincode body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersDelivery(c);
      return c.request("PUT", `${DELIVERY}/pincodes/${owned.pincode}`, { body: { warehouse_id: owned.warehouseId, area: OWNERS_AREA } });
    },
    secret: () => OWNERS_AREA,
  },
  "PUT /s/api/admin/delivery/charges/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("PUT", `${DELIVERY}/charges/${(await ownersDelivery(c)).chargeId}`, { body: { name: OWNERS_CHARGE, charge: 30 } }),
    secret: () => OWNERS_CHARGE,
  },
  "DELETE /s/api/admin/delivery/charges/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${DELIVERY}/charges/${(await ownersDelivery(c, "fresh")).spareChargeId}`),
  },
  "GET /s/api/admin/delivery/slots query.warehouse_id": {
    reach: "website-admin",
    send: async (c) => c.get(`${DELIVERY}/slots?warehouse_id=${(await ownersDelivery(c)).warehouseId}`),
  },
  "POST /s/api/admin/delivery/slots body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${DELIVERY}/slots`, ownersSlot(await ownersDelivery(c))),
  },
  "PUT /s/api/admin/delivery/slots/:id params.id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersDelivery(c);
      return c.request("PUT", `${DELIVERY}/slots/${owned.slotId}`, { body: ownersSlot(owned) });
    },
  },
  "PUT /s/api/admin/delivery/slots/:id body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersDelivery(c);
      return c.request("PUT", `${DELIVERY}/slots/${owned.slotId}`, { body: ownersSlot(owned) });
    },
  },
  "DELETE /s/api/admin/delivery/slots/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${DELIVERY}/slots/${(await ownersDelivery(c, "fresh")).slotId}`),
  },
  "POST /s/api/admin/delivery/holidays body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => c.post(`${DELIVERY}/holidays`, { date: freshDate(), warehouse_id: (await ownersDelivery(c)).warehouseId }),
  },
  "PUT /s/api/admin/delivery/holidays/:id params.id": {
    reach: "website-admin",
    send: async (c) => ownersHolidayPut(c, await ownersDelivery(c)),
    secret: () => OWNERS_HOLIDAY,
  },
  "PUT /s/api/admin/delivery/holidays/:id body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => ownersHolidayPut(c, await ownersDelivery(c)),
    secret: () => OWNERS_HOLIDAY,
  },
  "DELETE /s/api/admin/delivery/holidays/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `${DELIVERY}/holidays/${(await ownersDelivery(c, "fresh")).holidayId}`),
  },
  // The back-office's coupons and people (issue 11): those of the owner's own website, chosen first.
  "GET /s/api/admin/coupons/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/coupons/${(await ownersCoupon(c)).id}`),
    secret: () => OWNERS_COUPON,
  },
  "PUT /s/api/admin/coupons/:id params.id": {
    reach: "website-admin",
    send: async (c) => {
      const coupon = await ownersCoupon(c);
      return c.request("PUT", `/s/api/admin/coupons/${coupon.id}`, { body: { code: coupon.code, description: OWNERS_COUPON, kind: "flat", value: 25 } });
    },
    secret: () => OWNERS_COUPON,
  },
  "DELETE /s/api/admin/coupons/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `/s/api/admin/coupons/${(await ownersCoupon(c, "fresh")).id}`),
  },
  "GET /s/api/admin/people/customers/:id params.id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/people/customers/${await ownersPerson(c, "customer")}`),
    secret: () => OWNERS_ORDER,
  },
  "DELETE /s/api/admin/people/staff/:id/roles/:role params.id": {
    reach: "website-admin",
    send: async (c) => c.request("DELETE", `/s/api/admin/people/staff/${await ownersPerson(c, "agent")}/roles/sales_agent`),
  },
  // Orders (issue 11): an order of the owner's own website, made afresh for each try (a move or a cancel changes it).
  "GET /s/api/admin/orders query.slot_id": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/orders?slot_id=1&q=${await ownersOrder(c)}`),
  },
  "GET /s/api/admin/orders/:ordernumber params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.get(`/s/api/admin/orders/${await ownersOrder(c)}`),
    secret: () => OWNERS_ORDER_NOTE,
  },
  "POST /s/api/admin/orders/:ordernumber/status params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.post(`/s/api/admin/orders/${await ownersOrder(c)}/status`, { status: "confirmed" }),
    secret: () => OWNERS_ORDER_NOTE,
  },
  "POST /s/api/admin/orders/:ordernumber/cancel params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.post(`/s/api/admin/orders/${await ownersOrder(c)}/cancel`, {}),
    secret: () => OWNERS_ORDER_NOTE,
  },
  "POST /s/api/admin/orders/:ordernumber/refund/retry params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.post(`/s/api/admin/orders/${await ownersOrder(c, "failed refund")}/refund/retry`),
    secret: () => OWNERS_ORDER_NOTE,
  },
  // The point of sale (issue 12): the owner's own website, chosen first; she is its admin.
  "GET /s/api/pos/products query.warehouse_id": {
    reach: "website-admin",
    send: async (c) => c.get(`${POS}/products?warehouse_id=${(await ownersCounter(c)).warehouseId}&q=only`),
  },
  "POST /s/api/pos/quote body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCounter(c);
      return c.post(`${POS}/quote`, { warehouse_id: owned.warehouseId, lines: [{ pack_id: owned.packId, quantity: 1 }] });
    },
    secret: () => OWNERS_PRODUCT,
  },
  "POST /s/api/pos/quote body.customer_id": {
    reach: "website-admin",
    send: async (c) => {
      const owned = await ownersCounter(c);
      return c.post(`${POS}/quote`, { warehouse_id: owned.warehouseId, lines: [], customer_id: await ownersPerson(c, "customer") });
    },
    secret: () => OWNERS_PERSON,
  },
  "POST /s/api/pos/sales body.warehouse_id": {
    reach: "website-admin",
    send: async (c) => ownersCounterSale(c, await ownersCounter(c)),
    secret: () => OWNERS_PRODUCT,
  },
  "POST /s/api/pos/sales body.customer_id": {
    reach: "website-admin",
    send: async (c) => ownersCounterSale(c, await ownersCounter(c), await ownersPerson(c, "customer")),
    secret: () => OWNERS_PERSON,
  },
  "GET /s/api/pos/sales/:ordernumber params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.get(`${POS}/sales/${await ownersSale(c)}`),
    secret: () => OWNERS_PRODUCT,
  },
  "GET /s/api/pos/sales/:ordernumber/documents/:documentId/pdf params.ordernumber": {
    reach: "website-admin",
    send: async (c) => ownersSaleDocument(c),
    secret: () => "%PDF",
  },
  "GET /s/api/pos/sales/:ordernumber/documents/:documentId/pdf params.documentId": {
    reach: "website-admin",
    send: async (c) => ownersSaleDocument(c),
    secret: () => "%PDF",
  },
  "POST /s/api/pos/sales/:ordernumber/void params.ordernumber": {
    reach: "website-admin",
    send: async (c) => c.post(`${POS}/sales/${await ownersSale(c)}/void`, { reason: "Matrix" }),
    secret: () => OWNERS_PRODUCT,
  },
};

const POS = "/s/api/pos";
/** Chooses the owner's website for this client: its catalogue, with the pack stocked at its warehouse. */
async function ownersCounter(client: ShopClient): Promise<OwnersCatalogue> {
  const owned = await ownersCatalogue(client);
  await h.services.db
    .insert(t.stock)
    .values({ packId: owned.packId, warehouseId: owned.warehouseId, quantity: 1_000 })
    .onConflictDoUpdate({ target: [t.stock.packId, t.stock.warehouseId], set: { quantity: 1_000 } });
  return owned;
}
const ownersCounterSale = (c: ShopClient, owned: OwnersCatalogue, customerId?: number) =>
  c.post(
    `${POS}/sales`,
    { warehouse_id: owned.warehouseId, lines: [{ pack_id: owned.packId, quantity: 1 }], payment: { method: "cash", tendered: 1_000 }, ...(customerId ? { customer_id: customerId } : {}) },
    { headers: { "idempotency-key": `matrix-${Math.random()}` } },
  );
/** A new counter sale of the owner's website, made by the owner; then chooses that website for this client. */
async function ownersSale(client: ShopClient): Promise<string> {
  const res = await ownersCounterSale(clients.owner, await ownersCounter(clients.owner));
  expect(res.statusCode, res.body).toBe(201);
  await ownersCounter(client);
  return (res.json() as { order_number: string }).order_number;
}

/** A GST document of the order (a sample's figures: what is checked is who may fetch it). */
async function documentOf(orderId: number, websiteId: number): Promise<number> {
  const [had] = await h.services.db.select({ id: t.invoices.id }).from(t.invoices).where(eq(t.invoices.orderId, orderId));
  if (had) return had.id;
  const [row] = await h.services.db
    .insert(t.invoices)
    .values({
      websiteId,
      orderId,
      kind: intraStateInvoice.kind,
      gstin: intraStateInvoice.seller.gstin,
      series: "INV",
      financialYear: intraStateInvoice.financialYear,
      seq: orderId,
      number: `INV/MX/${orderId}`,
      issuedAt: new Date(),
      total: intraStateInvoice.totals.total,
      document: { ...intraStateInvoice, number: `INV/MX/${orderId}` } as unknown as Record<string, unknown>,
    })
    .returning({ id: t.invoices.id });
  return row!.id;
}
/** A document of a new order of the owner's website; chooses that website for this client. */
async function ownersDocument(client: ShopClient): Promise<number> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  const [order] = await h.services.db
    .insert(t.orders)
    .values({ websiteId, orderNumber: `MXDOC${Math.floor(Math.random() * 1e9)}`, status: "delivered", amount: 100 })
    .returning({ id: t.orders.id });
  return documentOf(order!.id, websiteId);
}
/** The PDF of a document of a new counter sale of the owner's website. */
async function ownersSaleDocument(client: ShopClient): Promise<LightMyRequestResponse> {
  const sale = await ownersSale(client);
  const [order] = await h.services.db.select({ id: t.orders.id, websiteId: t.orders.websiteId }).from(t.orders).where(eq(t.orders.orderNumber, sale));
  return client.get(`${POS}/sales/${sale}/documents/${await documentOf(order!.id, order!.websiteId)}/pdf`);
}

let ownersWebsiteId: Promise<number> | null = null;
/** A website the owner created, so administers; nobody else but the superadmin does. */
function ownersWebsite(): Promise<number> {
  ownersWebsiteId ??= (async () => {
    const res = await clients.owner.post("/s/api/admin/websites", { name: "Owner's Own Shop", subdomain: "owners-own-shop" });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as CreatedWebsite).website.id;
  })();
  return ownersWebsiteId;
}

const OWNERS_SUBMISSION = "A message only the owner's website holds";
const OWNERS_FILE = "bytes only the owner's website holds";
let ownersFileId: Promise<number> | null = null;
/** Chooses the owner's website for this client, which holds one submission with a file: its id. */
async function ownersSubmission(client: ShopClient): Promise<number> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  ownersFileId ??= (async () => {
    const [row] = await h.services.db
      .insert(t.formSubmissions)
      .values({
        websiteId,
        path: "/contact-us",
        formId: "contact",
        values: { message: OWNERS_SUBMISSION, attachment: { name: "note.txt", type: "text/plain", size: OWNERS_FILE.length } },
        ip: "10.2.9.9",
      })
      .returning();
    const [file] = await h.services.db
      .insert(t.formSubmissionFiles)
      .values({ submissionId: row!.id, field: "attachment", name: "note.txt", type: "text/plain", size: OWNERS_FILE.length, data: Buffer.from(OWNERS_FILE) })
      .returning();
    return file!.id;
  })();
  return ownersFileId;
}

const PAGES = "/s/api/admin/pages";
/** An id no row has: deletes by a superadmin on the demo store find nothing to delete. */
const NO_SUCH_ID = 2_000_000_000;
/** A report id no row has, short enough to be read as one. */
const NO_SUCH_REPORT = 999_999_999;
const OWNERS_PAGE_TITLE = "A page only the owner's website holds";
const OWNERS_PAGE_DOC = { url: "/owners-page", seo_title: OWNERS_PAGE_TITLE, components: [] };
let ownersPageId: Promise<number> | null = null;
/**
 * Chooses the owner's website for this client, and answers a content page of it with its
 * revision now: the same page each time, or another one (to delete), or the page with a draft.
 */
async function ownersPage(client: ShopClient, which: "same" | "another" | "with a draft" = "same"): Promise<{ id: number; revision: number }> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  const make = async (url: string) => (await insertPages(h.services.db, [{ websiteId, url, routeName: "dynamic-page", doc: { ...OWNERS_PAGE_DOC, url } }]))[0]!.id;
  const id = which === "another" ? await make(`/owners-page-${Math.random().toString(36).slice(2, 8)}`) : await (ownersPageId ??= make(OWNERS_PAGE_DOC.url));
  if (which === "with a draft") await h.services.db.update(t.pages).set({ draft: OWNERS_PAGE_DOC, draftUpdatedAt: new Date() }).where(eq(t.pages.id, id));
  const [page] = await h.services.db.select({ revision: t.pages.revision }).from(t.pages).where(eq(t.pages.id, id));
  return { id, revision: page!.revision };
}

const CATALOGUE = "/s/api/admin/catalogue";
const OWNERS_PRODUCT = "A product only the owner's website sells";
const OWNERS_CATEGORY = "A category only the owner's website has";
const OWNERS_BRAND = "A brand only the owner's website sells";
const OWNERS_SUPPLIER = "A supplier only the owner's website buys from";
const OWNERS_PACK = { name: "1 kg", mrp: 100, price: 90, max_per_order: 5 };
const freshSlug = () => `matrix-${Math.random().toString(36).slice(2, 10)}`;

interface OwnersCatalogue {
  brandId: number;
  supplierId: number;
  categoryId: number;
  childCategoryId: number;
  productId: number;
  packId: number;
  warehouseId: number;
  emptyCategoryId: number;
  emptyBrandId: number;
  emptySupplierId: number;
}
let ownersCatalogueMade: Promise<OwnersCatalogue> | null = null;

/** Rows of the owner's website; every actor that may delete gets rows of its own to delete. */
async function makeCatalogue(websiteId: number, base: OwnersCatalogue | null): Promise<OwnersCatalogue> {
  const db = h.services.db;
  const slug = freshSlug();
  const [brand] = await db
    .insert(t.brands)
    .values({ websiteId, name: OWNERS_BRAND, slug: `${slug}-b` })
    .returning();
  const [supplier] = await db
    .insert(t.suppliers)
    .values({ websiteId, name: OWNERS_SUPPLIER, slug: `${slug}-s`, link: "/products" })
    .returning();
  const [category] = await db
    .insert(t.categories)
    .values({ websiteId, name: OWNERS_CATEGORY, slug: `${slug}-c` })
    .returning();
  const [child] = await db
    .insert(t.categories)
    .values({ websiteId, name: "Child", slug: `${slug}-cc` })
    .returning();
  const [product] = await db
    .insert(t.products)
    .values({ websiteId, name: OWNERS_PRODUCT, slug: `${slug}-p`, brandId: brand!.id, supplierId: supplier!.id })
    .returning();
  await db.insert(t.productCategories).values({ productId: product!.id, categoryId: category!.id });
  const [pack] = await db.insert(t.packs).values({ websiteId, productId: product!.id, name: "1 kg", price: 9000, mrp: 10000 }).returning();
  const warehouseId = base?.warehouseId ?? (await db.insert(t.warehouses).values({ websiteId, name: "Owner's store" }).returning())[0]!.id;
  const [emptyBrand] = await db
    .insert(t.brands)
    .values({ websiteId, name: "Unused", slug: `${slug}-eb` })
    .returning();
  const [emptySupplier] = await db
    .insert(t.suppliers)
    .values({ websiteId, name: "Unused", slug: `${slug}-es`, link: "/" })
    .returning();
  return {
    brandId: brand!.id,
    supplierId: supplier!.id,
    categoryId: category!.id,
    childCategoryId: child!.id,
    productId: product!.id,
    packId: pack!.id,
    warehouseId,
    emptyCategoryId: child!.id,
    emptyBrandId: emptyBrand!.id,
    emptySupplierId: emptySupplier!.id,
  };
}

/** Chooses the owner's website for this client: its catalogue, the same each time or made afresh. */
async function ownersCatalogue(client: ShopClient, which: "same" | "fresh" = "same"): Promise<OwnersCatalogue> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  ownersCatalogueMade ??= makeCatalogue(websiteId, null);
  return which === "same" ? ownersCatalogueMade : makeCatalogue(websiteId, await ownersCatalogueMade);
}

const ownersProductBody = (owned: OwnersCatalogue) => ({ name: OWNERS_PRODUCT, slug: "owners-product", brand_id: owned.brandId, supplier_id: owned.supplierId, category_ids: [owned.categoryId] });

let ownersAuditMade: Promise<void> | null = null;
/** The owner's catalogue with an audit entry about its product, written by the owner. */
async function ownersAudited(client: ShopClient): Promise<OwnersCatalogue> {
  const owned = await ownersCatalogue(client);
  ownersAuditMade ??= (async () => {
    await ownersCatalogue(clients.owner);
    const res = await clients.owner.request("PUT", `${CATALOGUE}/products/${owned.productId}`, { body: ownersProductBody(owned) });
    expect(res.statusCode, res.body).toBe(200);
  })();
  await ownersAuditMade;
  // The owner's own client may have chosen the website; choose it again for this one.
  await client.post("/s/api/admin/websites/choose", { website_id: await ownersWebsite() });
  return owned;
}

const OWNERS_COUPON = "A coupon only the owner's website gives";
const OWNERS_ORDER = "OWN-ORDER-1";
const OWNERS_PERSON = "Owner's Person";
let ownersCouponMade: Promise<{ id: number; code: string }> | null = null;
/** Chooses the owner's website for this client: its coupon, the same each time or made afresh (to delete). */
async function ownersCoupon(client: ShopClient, which: "same" | "fresh" = "same"): Promise<{ id: number; code: string }> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  const make = async () => {
    const code = `OWN${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [row] = await h.services.db.insert(t.coupons).values({ websiteId, code, description: OWNERS_COUPON, kind: "flat", value: 2_500 }).returning();
    return { id: row!.id, code };
  };
  return which === "fresh" ? make() : (ownersCouponMade ??= make());
}
let ownersCustomerMade: Promise<number> | null = null;
/** Chooses the owner's website for this client: a customer with an order there (the same each time), or a new sales agent (to remove). */
async function ownersPerson(client: ShopClient, which: "customer" | "agent"): Promise<number> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  const person = async () =>
    (
      await h.services.db
        .insert(t.users)
        .values({ phone: `6${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`, name: OWNERS_PERSON })
        .returning()
    )[0]!.id;
  if (which === "agent") {
    const userId = await person();
    await h.services.db.insert(t.websiteMembers).values({ websiteId, userId, isSalesAgent: true });
    return userId;
  }
  ownersCustomerMade ??= (async () => {
    const userId = await person();
    await h.services.db.insert(t.orders).values({ websiteId, userId, orderNumber: OWNERS_ORDER, status: "placed", amount: 1000 });
    return userId;
  })();
  return ownersCustomerMade;
}

const OWNERS_ORDER_NOTE = "An order only the owner's website has";
/** Chooses the owner's website for this client: a new order there (cancelled with a failed refund, to retry). */
async function ownersOrder(client: ShopClient, which: "placed" | "failed refund" = "placed"): Promise<string> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  const orderNumber = `OWN${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const status = which === "placed" ? "placed" : "cancelled";
  const [order] = await h.services.db.insert(t.orders).values({ websiteId, orderNumber, status, amount: 1000, notes: OWNERS_ORDER_NOTE, paymentMethod: "razorpay", paymentStatus: "paid" }).returning();
  if (which === "failed refund") {
    const [payment] = await h.services.db
      .insert(t.payments)
      .values({ websiteId, orderId: order!.id, provider: "razorpay", providerOrderId: `order_${orderNumber}`, providerPaymentId: `pay_${orderNumber}`, amount: 1000, status: "paid" })
      .returning();
    await h.services.db.insert(t.refunds).values({ websiteId, orderId: order!.id, paymentId: payment!.id, provider: "razorpay", receipt: `rf_${orderNumber}`, amount: 1000, status: "failed" });
  }
  return orderNumber;
}

const REPORTS = "/s/api/admin/order-reports";
const OWNERS_ITEM = "An item only the owner's order holds";
const OWNERS_REPORT = "A problem only the owner's order has";
const OWNERS_PHOTO = "bytes of a photo only the owner took";
/** A delivered order of the person on the website, delivered just now, of one line of 100. */
async function deliveredOrderOf(websiteId: number, userId: number) {
  const db = h.services.db;
  const orderNumber = `DLV${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [order] = await db.insert(t.orders).values({ websiteId, userId, orderNumber, status: "delivered", amount: 100_000, paymentStatus: "paid" }).returning();
  const [item] = await db.insert(t.orderItems).values({ orderId: order!.id, name: OWNERS_ITEM, packName: "1 kg", quantity: 100, price: 1_000, mrp: 1_200, amount: 100_000 }).returning();
  await db.insert(t.orderEvents).values({ orderId: order!.id, status: "delivered" });
  return { orderId: order!.id, itemId: item!.id };
}
const ownersReportSent = (c: ShopClient, order: { orderId: number; itemId: number }) =>
  c.post(`/s/api/account/orders/${order.orderId}/reports`, { item_id: order.itemId, kind: "damaged", quantity: 1, note: "Matrix" });
/** A report with a photo on a new delivered order of the person: its id. */
async function reportOf(websiteId: number, userId: number): Promise<number> {
  const { orderId, itemId } = await deliveredOrderOf(websiteId, userId);
  const photo = `private/reports/matrix${Math.random().toString(36).slice(2, 10)}.jpg`;
  await h.services.db.insert(t.media).values({ websiteId, key: photo, contentType: "image/jpeg", bytes: Buffer.from(OWNERS_PHOTO), size: OWNERS_PHOTO.length });
  const [report] = await h.services.db
    .insert(t.orderReports)
    .values({ websiteId, orderId, orderItemId: itemId, reportedBy: userId, kind: "damaged", quantity: 1, note: OWNERS_REPORT, photo })
    .returning();
  return report!.id;
}
/** Chooses the owner's website for this client: a new report there, of a customer of its own. */
async function ownersReport(client: ShopClient): Promise<number> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  return reportOf(websiteId, await ownersPerson(client, "customer"));
}

const DELIVERY = "/s/api/admin/delivery";
const OWNERS_WAREHOUSE = "A warehouse only the owner's website runs";
const OWNERS_CHARGE = "A charge only the owner's website asks";
const OWNERS_AREA = "An area only the owner's website serves";
const OWNERS_HOLIDAY = "A holiday only the owner's website keeps";
const freshPincode = () => String(700_000 + Math.floor(Math.random() * 299_999));
let holidays = 0;
const freshDate = () => new Date(Date.UTC(2040, 0, 1) + ++holidays * 86_400_000).toISOString().slice(0, 10);

interface OwnersDelivery {
  chargeId: number;
  spareChargeId: number;
  warehouseId: number;
  pincode: string;
  slotId: number;
  holidayId: number;
  holidayDate: string;
}
let ownersDeliveryMade: Promise<OwnersDelivery> | null = null;

/** A warehouse of the owner's website with its charge, pincode, slot and holiday, and a charge no warehouse uses. */
async function makeDelivery(websiteId: number): Promise<OwnersDelivery> {
  const db = h.services.db;
  const [charge] = await db.insert(t.deliveryCharges).values({ websiteId, name: OWNERS_CHARGE, charge: 3000 }).returning();
  const [spare] = await db.insert(t.deliveryCharges).values({ websiteId, name: "Unused", charge: 0 }).returning();
  const [warehouse] = await db.insert(t.warehouses).values({ websiteId, name: OWNERS_WAREHOUSE, deliveryChargeId: charge!.id }).returning();
  const pincode = freshPincode();
  await db.insert(t.warehousePincodes).values({ websiteId, pincode, warehouseId: warehouse!.id, area: OWNERS_AREA });
  const [slot] = await db.insert(t.deliverySlots).values({ websiteId, warehouseId: warehouse!.id, startTime: "09:00", endTime: "11:00", capacity: 10 }).returning();
  const holidayDate = freshDate();
  const [holiday] = await db.insert(t.deliveryHolidays).values({ websiteId, warehouseId: warehouse!.id, date: holidayDate, note: OWNERS_HOLIDAY }).returning();
  return { chargeId: charge!.id, spareChargeId: spare!.id, warehouseId: warehouse!.id, pincode, slotId: slot!.id, holidayId: holiday!.id, holidayDate };
}

/** Chooses the owner's website for this client: its delivery setup, the same each time or made afresh. */
async function ownersDelivery(client: ShopClient, which: "same" | "fresh" = "same"): Promise<OwnersDelivery> {
  const websiteId = await ownersWebsite();
  await client.post("/s/api/admin/websites/choose", { website_id: websiteId });
  ownersDeliveryMade ??= makeDelivery(websiteId);
  return which === "same" ? ownersDeliveryMade : (await ownersDeliveryMade, makeDelivery(websiteId));
}

const ownersWarehousePut = (c: ShopClient, owned: OwnersDelivery) =>
  c.request("PUT", `${DELIVERY}/warehouses/${owned.warehouseId}`, { body: { name: OWNERS_WAREHOUSE, delivery_charge_id: owned.chargeId } });
const ownersSlot = (owned: OwnersDelivery) => ({ warehouse_id: owned.warehouseId, weekdays: 62, start_time: "09:00", end_time: "11:00", capacity: 10 });
const ownersHolidayPut = (c: ShopClient, owned: OwnersDelivery) =>
  c.request("PUT", `${DELIVERY}/holidays/${owned.holidayId}`, { body: { date: owned.holidayDate, warehouse_id: owned.warehouseId, note: OWNERS_HOLIDAY } });

const onlineNumber = (f: Fixture) => `P${f.order.orderNumber}`;
const onlineOrders = new WeakMap<Fixture, Promise<{ id: number; returned: Record<string, string> }>>();

/** The owner's order awaiting payment by Razorpay, its provider order paid on the sandbox (webhooks not sent). */
function onlineOrder(f: Fixture) {
  let made = onlineOrders.get(f);
  if (!made) {
    made = (async () => {
      const [order] = await h.services.db
        .insert(t.orders)
        .values({ websiteId: f.websiteId, userId: f.ownerId, orderNumber: onlineNumber(f), status: "pending_payment", paymentMethod: "razorpay", amount: 1000 })
        .returning();
      const started = await h.services.payments.start(order!, DEMO);
      const paid = await h.services.payments.sandbox.pay("razorpay", started.providerOrderId, "success", { notify: false });
      return { id: order!.id, returned: Object.fromEntries(new URL(paid!.location, DEMO).searchParams) };
    })();
    onlineOrders.set(f, made);
  }
  return made;
}

async function signedIn(origin: string, phone: string, ip: string) {
  const client = new ShopClient(h.app, origin, ip);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  h = await createTestApp();
  clients.owner = await signedIn(DEMO, "9876543210", "10.2.0.1");
  await clients.owner.get("/s/api/check/pincode/560038");
  clients.otherUser = await signedIn(DEMO, "9876543213", "10.2.0.2");
  clients.otherWebsite = await signedIn(FRESH, "9876543210", "10.2.0.3");
  clients.anonymous = new ShopClient(h.app, DEMO, "10.2.0.4");
});
afterAll(() => h.close());

/** Wish lists and the address the last fixture made. */
const fixtureLists: number[] = [];
const fixtureAddresses: number[] = [];

/** A fresh set of the owner's objects: each case may delete or change what it is given. */
async function freshFixture(): Promise<Fixture> {
  const owner = clients.owner;
  // The last case's address goes first: an account keeps only so many, and there are more cases than that.
  if (fixtureAddresses.length) await h.services.db.delete(t.addresses).where(inArray(t.addresses.id, fixtureAddresses.splice(0)));
  const made = (await owner.post("/s/api/account/addresses", address)).json() as Address;
  fixtureAddresses.push(made.id);
  // A product of its own for each case, so what one case put in other carts cannot meet the next
  // (the list comes round again only after every other product has had a case).
  const products = ((await owner.get("/s/api/products?perPage=100")).json() as ProductListResponse).data.filter((p) => p.packs.some((k) => k.in_stock && k.max_quantity >= 5));
  const product = products[++fixtures % products.length]!;
  const pack = product.packs.find((k) => k.in_stock && k.max_quantity >= 5)!;
  await owner.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
  const [web] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const number = `KD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const [order] = await h.services.db.insert(t.orders).values({ websiteId: web!.id, userId: me!.id, orderNumber: number, status: "placed", amount: 1000 }).returning();
  // The last case's wish lists go first: a person may keep only so many, and there are more cases than that.
  if (fixtureLists.length) await h.services.db.delete(t.wishlistCategories).where(inArray(t.wishlistCategories.id, fixtureLists.splice(0)));
  const list = async (client: ShopClient, name: string) => {
    const id = ((await client.post("/s/api/wishlistCategory", { name })).json() as WishlistCategoryAnswer).category.id;
    fixtureLists.push(id);
    return id;
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  return {
    address: made,
    order: { id: order!.id, orderNumber: number },
    websiteId: web!.id,
    ownerId: me!.id,
    packId: pack.pack_id,
    warehouseId: pack.warehouse_id,
    productId: product.product_id,
    productSlug: product.slug,
    categories: {
      owner: await list(clients.owner, `Owner's list ${stamp}`),
      otherUser: await list(clients.otherUser, `Mine ${stamp}`),
      otherWebsite: await list(clients.otherWebsite, `Mine ${stamp}`),
      anonymous: null,
    },
  };
}

const allowed = (reach: Reach, actor: Actor) =>
  actor === "owner" || (reach === "website" && actor !== "otherWebsite") || (reach === "website-signed-in" && actor === "otherUser") || (reach === "website-admin" && actor !== "anonymous");

describe("object ids by actor", () => {
  for (const [key, idCase] of Object.entries(CASES)) {
    it(key, async () => {
      f = await freshFixture();
      for (const actor of ACTORS) {
        const res = await idCase.send(clients[actor], f, actor);
        if (allowed(idCase.reach, actor)) {
          expect(res.statusCode, `${actor}: ${res.body}`).toBeLessThan(300);
        } else {
          expect([401, 403, 404], `${actor} got ${res.statusCode}: ${res.body}`).toContain(res.statusCode);
          expect(Object.keys(res.json() as object).sort(), `${actor} learns only a message`).toEqual(expect.arrayContaining(["message"]));
          if (idCase.secret) expect(res.body).not.toContain(idCase.secret(f));
        }
      }
    });
  }
});

describe("the route table", () => {
  const apiRoutes = () => h.app.routeTable.filter((r) => r.url.startsWith("/s/api/") && r.method !== "HEAD");

  it("has a case for every id a route declares", () => {
    const missing = apiRoutes()
      .flatMap((r) => r.ids.map((id) => `${r.method} ${r.url} ${id}`))
      .filter((key) => !(key in CASES));
    expect(missing).toEqual([]);
    // And no case is left over from a route that no longer declares it.
    const declared = new Set(apiRoutes().flatMap((r) => r.ids.map((id) => `${r.method} ${r.url} ${id}`)));
    expect(Object.keys(CASES).filter((k) => !declared.has(k))).toEqual([]);
  });

  it("declares every id a route takes in its path, query or body", async () => {
    const undeclared: string[] = [];
    // A signed-in sales agent reaches past the role checks to where the input is read.
    const agent = await signedIn(DEMO, "9876543211", "10.2.0.9");
    for (const route of apiRoutes()) {
      const taken = new Set<string>();
      for (const name of route.url.matchAll(/:(\w+)/g)) taken.add(`params.${name[1]}`);
      observeInputs((part, keys) => keys.forEach((k) => taken.add(`${part}.${k}`)));
      try {
        const url = route.url.replace(/:\w+/g, "1").replace("*", "/");
        await agent.request(route.method as "GET", url, route.method === "GET" || route.method === "DELETE" ? {} : { body: {} });
      } finally {
        observeInputs(null);
      }
      for (const input of taken) {
        const name = input.split(".")[1]!;
        if (ID_NAME.test(name) && !route.ids.includes(input)) undeclared.push(`${route.method} ${route.url} ${input}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

/**
 * Sends with the fixture's pack out of stock at its warehouse (a shopper may wait only for such a
 * pack), and stocks it again after the last actor: the owner's cart holds it, and later cases
 * check that cart out.
 */
async function whileSoldOut(f: Fixture, actor: Actor, send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const at = and(eq(t.stock.packId, f.packId), eq(t.stock.warehouseId, f.warehouseId));
  const [before] = await h.services.db.select({ quantity: t.stock.quantity }).from(t.stock).where(at);
  if (before!.quantity > 0) soldOutStock.set(f.packId, before!.quantity);
  await h.services.db.update(t.stock).set({ quantity: 0 }).where(at);
  try {
    return await send();
  } finally {
    if (actor === ACTORS.at(-1))
      await h.services.db
        .update(t.stock)
        .set({ quantity: soldOutStock.get(f.packId) ?? 10 })
        .where(at);
  }
}
const soldOutStock = new Map<number, number>();

/** The demo store's home page. */
async function demoHome(): Promise<number> {
  const [page] = await h.services.db
    .select({ id: t.pages.id })
    .from(t.pages)
    .innerJoin(t.websites, eq(t.websites.id, t.pages.websiteId))
    .where(and(eq(t.websites.code, "demo"), eq(t.pages.url, "/")));
  return page!.id;
}

describe("website admin routes", () => {
  // Every route that acts on the active website, tried by a visitor, a signed-in non-admin, an
  // admin of another website whose session names this one as active, and a superadmin.
  const ADMIN_ROUTES: [string, (c: ShopClient) => Promise<LightMyRequestResponse>][] = [
    ["GET /s/api/admin/site", (c) => c.get("/s/api/admin/site")],
    ["PUT /s/api/admin/site", (c) => c.request("PUT", "/s/api/admin/site", { body: { name: "Taken over" } })],
    // An own domain's proof (ADR 0048): the superadmin's active website has no such domain (404).
    ["GET /s/api/admin/site/domains", (c) => c.get("/s/api/admin/site/domains")],
    ["POST /s/api/admin/site/domains/verify", (c) => c.post("/s/api/admin/site/domains/verify", { domain: "shop.example.in" })],
    // The shop's languages (issue 35): the superadmin's writes offer none (422) or name no domain of the website (404).
    ["GET /s/api/admin/site/languages", (c) => c.get("/s/api/admin/site/languages")],
    ["PUT /s/api/admin/site/languages", (c) => c.request("PUT", "/s/api/admin/site/languages", { body: { languages: [], default_language: "en" } })],
    ["PUT /s/api/admin/site/domains/language", (c) => c.request("PUT", "/s/api/admin/site/domains/language", { body: { domain: "shop.example.in", lang: null } })],
    // Shop texts (issue 35): the superadmin's writes name a text the shop does not have (404).
    ["GET /s/api/admin/shop-texts", (c) => c.get("/s/api/admin/shop-texts?q=cart")],
    ["PUT /s/api/admin/shop-texts/:lang/:key", (c) => c.request("PUT", "/s/api/admin/shop-texts/en/no.suchText", { body: { text: "Taken over" } })],
    ["DELETE /s/api/admin/shop-texts/:lang/:key", (c) => c.request("DELETE", "/s/api/admin/shop-texts/en/no.suchText")],
    ["POST /s/api/admin/media", (c) => c.request("POST", "/s/api/admin/media", { body: Buffer.from("GIF89a"), headers: { "content-type": "image/gif" } })],
    // The media library (issue 27): the superadmin's delete names a picture that does not exist (404).
    ["GET /s/api/admin/media", (c) => c.get("/s/api/admin/media")],
    ["DELETE /s/api/admin/media/:key", (c) => c.request("DELETE", "/s/api/admin/media/uploads%2Fno-such-picture.png")],
    // Analytics and error-reporting keys (ADR 0029).
    ["GET /s/api/admin/integrations", (c) => c.get("/s/api/admin/integrations")],
    ["PUT /s/api/admin/integrations", (c) => c.request("PUT", "/s/api/admin/integrations", { body: { posthog_key: "phc_TakenOver1234" } })],
    // The page builder's pages (issue 10), on the demo store's home page; the superadmin's writes
    // name a revision that is not the page's, so they are refused (409) and change nothing.
    ["GET /s/api/admin/pages", (c) => c.get(PAGES)],
    ["POST /s/api/admin/pages", (c) => c.post(PAGES, { url: "/taken-over" })],
    ["POST /s/api/admin/pages/resolve", (c) => c.post(`${PAGES}/resolve`, { url: "/", components: [{ name: "products", logicdata: { limit: 2 } }] })],
    ["GET /s/api/admin/pages/:id", async (c) => c.get(`${PAGES}/${await demoHome()}`)],
    ["DELETE /s/api/admin/pages/:id", async (c) => c.request("DELETE", `${PAGES}/${await demoHome()}`)],
    ["PUT /s/api/admin/pages/:id/draft", async (c) => c.request("PUT", `${PAGES}/${await demoHome()}/draft`, { body: { base_revision: 999, doc: { url: "/", components: [] } } })],
    ["DELETE /s/api/admin/pages/:id/draft", async (c) => c.request("DELETE", `${PAGES}/${await demoHome()}/draft`, { body: { base_revision: 999 } })],
    ["POST /s/api/admin/pages/:id/publish", async (c) => c.post(`${PAGES}/${await demoHome()}/publish`, { base_revision: 999 })],
    ["GET /s/api/admin/pages/:id/versions", async (c) => c.get(`${PAGES}/${await demoHome()}/versions`)],
    ["GET /s/api/admin/pages/:id/versions/:version", async (c) => c.get(`${PAGES}/${await demoHome()}/versions/1`)],
    ["POST /s/api/admin/pages/:id/duplicate", async (c) => c.post(`${PAGES}/${await demoHome()}/duplicate`, { url: "/matrix-copy" })],
    ["POST /s/api/admin/pages/:id/versions/:version/restore", async (c) => c.post(`${PAGES}/${await demoHome()}/versions/1/restore`, { base_revision: 999 })],
    // The page builder's form submissions and pickers (issue 10).
    ["GET /s/api/admin/form-submissions", (c) => c.get("/s/api/admin/form-submissions")],
    ["GET /s/api/admin/form-submissions.csv", (c) => c.get("/s/api/admin/form-submissions.csv")],
    ["GET /s/api/admin/form-submissions/files/:id", (c) => c.get("/s/api/admin/form-submissions/files/1")],
    ...PICKER_KINDS.map((kind): [string, (c: ShopClient) => Promise<LightMyRequestResponse>] => [`GET /s${pickerPath(kind)}`, (c) => c.get(`/s${pickerPath(kind)}?q=a`)]),
    // The back-office catalogue and audit log (issue 11), on the demo store: the superadmin's
    // writes are refused as bad input (422) or name ids that do not exist (404), changing nothing.
    ["GET /s/api/admin/catalogue/products", (c) => c.get(`${CATALOGUE}/products`)],
    ["POST /s/api/admin/catalogue/products", (c) => c.post(`${CATALOGUE}/products`, { name: "Taken over" })],
    ["GET /s/api/admin/catalogue/products/:id", (c) => c.get(`${CATALOGUE}/products/1`)],
    ["PUT /s/api/admin/catalogue/products/:id", (c) => c.request("PUT", `${CATALOGUE}/products/1`, { body: { name: "Taken over" } })],
    ["DELETE /s/api/admin/catalogue/products/:id", (c) => c.request("DELETE", `${CATALOGUE}/products/${NO_SUCH_ID}`)],
    ["POST /s/api/admin/catalogue/products/:id/packs", (c) => c.post(`${CATALOGUE}/products/1/packs`, { name: "Taken over" })],
    ["PUT /s/api/admin/catalogue/packs/:id", (c) => c.request("PUT", `${CATALOGUE}/packs/1`, { body: { name: "Taken over" } })],
    ["DELETE /s/api/admin/catalogue/packs/:id", (c) => c.request("DELETE", `${CATALOGUE}/packs/${NO_SUCH_ID}`)],
    ["PUT /s/api/admin/catalogue/packs/:id/stock", (c) => c.request("PUT", `${CATALOGUE}/packs/1/stock`, { body: { quantity: 0 } })],
    ["GET /s/api/admin/catalogue/categories", (c) => c.get(`${CATALOGUE}/categories`)],
    ["POST /s/api/admin/catalogue/categories", (c) => c.post(`${CATALOGUE}/categories`, { name: "Taken over" })],
    ["PUT /s/api/admin/catalogue/categories/:id", (c) => c.request("PUT", `${CATALOGUE}/categories/1`, { body: { name: "Taken over" } })],
    ["DELETE /s/api/admin/catalogue/categories/:id", (c) => c.request("DELETE", `${CATALOGUE}/categories/${NO_SUCH_ID}`)],
    ["POST /s/api/admin/catalogue/categories/:id/move", (c) => c.post(`${CATALOGUE}/categories/1/move`, { position: -1 })],
    ...(["brands", "suppliers"] as const).flatMap((kind): [string, (c: ShopClient) => Promise<LightMyRequestResponse>][] => [
      [`GET /s/api/admin/catalogue/${kind}`, (c) => c.get(`${CATALOGUE}/${kind}`)],
      [`POST /s/api/admin/catalogue/${kind}`, (c) => c.post(`${CATALOGUE}/${kind}`, { name: "Taken over" })],
      [`PUT /s/api/admin/catalogue/${kind}/:id`, (c) => c.request("PUT", `${CATALOGUE}/${kind}/1`, { body: { name: "Taken over" } })],
      [`DELETE /s/api/admin/catalogue/${kind}/:id`, (c) => c.request("DELETE", `${CATALOGUE}/${kind}/${NO_SUCH_ID}`)],
    ]),
    ["GET /s/api/admin/audit", (c) => c.get("/s/api/admin/audit")],
    // The product CSV (issue 11): the superadmin's import is a file without products (422).
    ["GET /s/api/admin/catalogue/products.csv", (c) => c.get(`${CATALOGUE}/products.csv`)],
    ["POST /s/api/admin/catalogue/products/import", (c) => c.request("POST", `${CATALOGUE}/products/import`, { body: "slug,name\r\n", headers: { "content-type": "text/csv" } })],
    // Search words (issue 30): the superadmin's write is bad input (422), the removal names no word (404).
    ["GET /s/api/admin/search/words", (c) => c.get("/s/api/admin/search/words")],
    ["PUT /s/api/admin/search/words", (c) => c.request("PUT", "/s/api/admin/search/words", { body: { word: "", meanings: [] } })],
    ["DELETE /s/api/admin/search/words/:word", (c) => c.request("DELETE", "/s/api/admin/search/words/no%20such%20word")],
    ["GET /s/api/admin/search/words.csv", (c) => c.get("/s/api/admin/search/words.csv")],
    ["GET /s/api/admin/search/misses", (c) => c.get("/s/api/admin/search/misses")],
    // Coupons and people (issue 11): the superadmin's writes are bad input (422) or name ids that do not exist (404).
    ["GET /s/api/admin/coupons", (c) => c.get("/s/api/admin/coupons")],
    ["POST /s/api/admin/coupons", (c) => c.post("/s/api/admin/coupons", { code: "TAKEN OVER" })],
    ["GET /s/api/admin/coupons/:id", (c) => c.get("/s/api/admin/coupons/1")],
    ["PUT /s/api/admin/coupons/:id", (c) => c.request("PUT", "/s/api/admin/coupons/1", { body: { code: "TAKEN OVER" } })],
    ["DELETE /s/api/admin/coupons/:id", (c) => c.request("DELETE", `/s/api/admin/coupons/${NO_SUCH_ID}`)],
    ["GET /s/api/admin/people/customers", (c) => c.get("/s/api/admin/people/customers")],
    ["GET /s/api/admin/people/customers/:id", (c) => c.get("/s/api/admin/people/customers/1")],
    ["GET /s/api/admin/people/staff", (c) => c.get("/s/api/admin/people/staff")],
    ["POST /s/api/admin/people/staff", (c) => c.post("/s/api/admin/people/staff", { phone: "12345", role: "admin" })],
    ["DELETE /s/api/admin/people/staff/:id/roles/:role", (c) => c.request("DELETE", `/s/api/admin/people/staff/${NO_SUCH_ID}/roles/admin`)],
    // Orders (issue 11): the superadmin asks for an order that does not exist (404) or sends bad input (422).
    ["GET /s/api/admin/orders", (c) => c.get("/s/api/admin/orders")],
    ["GET /s/api/admin/orders/:ordernumber", (c) => c.get("/s/api/admin/orders/NOSUCH1")],
    ["POST /s/api/admin/orders/:ordernumber/status", (c) => c.post("/s/api/admin/orders/NOSUCH1/status", { status: "delivered" })],
    ["POST /s/api/admin/orders/:ordernumber/cancel", (c) => c.post("/s/api/admin/orders/NOSUCH1/cancel", { reason: "Taken over" })],
    ["POST /s/api/admin/orders/:ordernumber/refund/retry", (c) => c.post("/s/api/admin/orders/NOSUCH1/refund/retry")],
    // Delivery setup (issue 11): the superadmin's writes are bad input (422) or name ids that do not exist (404).
    ["GET /s/api/admin/delivery/warehouses", (c) => c.get(`${DELIVERY}/warehouses`)],
    ["POST /s/api/admin/delivery/warehouses", (c) => c.post(`${DELIVERY}/warehouses`, { name: "" })],
    ["PUT /s/api/admin/delivery/warehouses/:id", (c) => c.request("PUT", `${DELIVERY}/warehouses/${NO_SUCH_ID}`, { body: { name: "Taken over" } })],
    ["DELETE /s/api/admin/delivery/warehouses/:id", (c) => c.request("DELETE", `${DELIVERY}/warehouses/${NO_SUCH_ID}`)],
    ["GET /s/api/admin/delivery/warehouses/:id/pincodes", (c) => c.get(`${DELIVERY}/warehouses/1/pincodes`)],
    ["POST /s/api/admin/delivery/warehouses/:id/pincodes", (c) => c.post(`${DELIVERY}/warehouses/1/pincodes`, { pincodes: [] })],
    ["PUT /s/api/admin/delivery/pincodes/:pincode", (c) => c.request("PUT", `${DELIVERY}/pincodes/560038`, { body: { area: "Taken over" } })],
    ["DELETE /s/api/admin/delivery/pincodes/:pincode", (c) => c.request("DELETE", `${DELIVERY}/pincodes/999999`)],
    ["GET /s/api/admin/delivery/charges", (c) => c.get(`${DELIVERY}/charges`)],
    ["POST /s/api/admin/delivery/charges", (c) => c.post(`${DELIVERY}/charges`, { name: "Taken over" })],
    ["PUT /s/api/admin/delivery/charges/:id", (c) => c.request("PUT", `${DELIVERY}/charges/1`, { body: { name: "Taken over" } })],
    ["DELETE /s/api/admin/delivery/charges/:id", (c) => c.request("DELETE", `${DELIVERY}/charges/${NO_SUCH_ID}`)],
    ["GET /s/api/admin/delivery/slots", (c) => c.get(`${DELIVERY}/slots`)],
    ["POST /s/api/admin/delivery/slots", (c) => c.post(`${DELIVERY}/slots`, { capacity: 0 })],
    ["PUT /s/api/admin/delivery/slots/:id", (c) => c.request("PUT", `${DELIVERY}/slots/1`, { body: { capacity: 0 } })],
    ["DELETE /s/api/admin/delivery/slots/:id", (c) => c.request("DELETE", `${DELIVERY}/slots/${NO_SUCH_ID}`)],
    ["GET /s/api/admin/delivery/holidays", (c) => c.get(`${DELIVERY}/holidays`)],
    ["POST /s/api/admin/delivery/holidays", (c) => c.post(`${DELIVERY}/holidays`, { date: "2026-02-30" })],
    ["PUT /s/api/admin/delivery/holidays/:id", (c) => c.request("PUT", `${DELIVERY}/holidays/1`, { body: { date: "2026-02-30" } })],
    ["DELETE /s/api/admin/delivery/holidays/:id", (c) => c.request("DELETE", `${DELIVERY}/holidays/${NO_SUCH_ID}`)],
    // Payment keys (ADR 0055): the superadmin's writes are bad input (422).
    ["GET /s/api/admin/onboarding", (c) => c.get("/s/api/admin/onboarding")],
    ["GET /s/api/admin/payments", (c) => c.get("/s/api/admin/payments")],
    ["PUT /s/api/admin/payments", (c) => c.request("PUT", "/s/api/admin/payments", { body: { methods: [] } })],
    ["POST /s/api/admin/payments/check", (c) => c.post("/s/api/admin/payments/check", {})],
    // Order messages (ADR 0079): the superadmin's write names no event (422).
    ["GET /s/api/admin/messages/settings", (c) => c.get("/s/api/admin/messages/settings")],
    ["PUT /s/api/admin/messages/settings", (c) => c.request("PUT", "/s/api/admin/messages/settings", { body: { events: { no_such_event: false } } })],
    ["GET /s/api/admin/messages", (c) => c.get("/s/api/admin/messages")],
    // GST (issue 34): the superadmin's write is bad input (422), the document does not exist (404).
    ["GET /s/api/admin/gst/settings", (c) => c.get("/s/api/admin/gst/settings")],
    ["PUT /s/api/admin/gst/settings", (c) => c.request("PUT", "/s/api/admin/gst/settings", { body: { legal_name: 1 } })],
    ["GET /s/api/admin/gst/documents", (c) => c.get("/s/api/admin/gst/documents")],
    ["GET /s/api/admin/gst/documents/:id/pdf", (c) => c.get(`/s/api/admin/gst/documents/${NO_SUCH_ID}/pdf`)],
    ["GET /s/api/admin/gst/gstr1", (c) => c.get("/s/api/admin/gst/gstr1?month=2026-13")],
    // Problem reports (issue 33): the superadmin's decisions name a report that does not exist (404).
    ["GET /s/api/admin/order-reports", (c) => c.get(REPORTS)],
    ["POST /s/api/admin/order-reports/:id/resolve", (c) => c.post(`${REPORTS}/${NO_SUCH_REPORT}/resolve`, {})],
    ["POST /s/api/admin/order-reports/:id/reject", (c) => c.post(`${REPORTS}/${NO_SUCH_REPORT}/reject`, { reason: "Taken over" })],
    ["GET /s/api/admin/order-reports/:id/photo", (c) => c.get(`${REPORTS}/${NO_SUCH_REPORT}/photo`)],
    // Approving a new account to create more websites (issue 24): superadmins only; theirs here is bad input (422).
    ["POST /s/api/admin/website-creators", (c) => c.post("/s/api/admin/website-creators", { phone: "12345" })],
  ];

  it("covers every admin route", () => {
    const admin = h.app.routeTable.filter((r) => r.url.startsWith("/s/api/admin/") && r.method !== "HEAD").map((r) => `${r.method} ${r.url}`);
    const signedInOnly = ["GET /s/api/admin/websites", "POST /s/api/admin/websites", "POST /s/api/admin/websites/choose"];
    expect(admin.filter((r) => !signedInOnly.includes(r)).sort()).toEqual(ADMIN_ROUTES.map(([r]) => r).sort());
  });

  it("refuses visitors (401), non-admins and admins of another website (403), and lets a superadmin through", async () => {
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const visitor = new ShopClient(h.app, DEMO, "10.2.1.1");
    const shopper = await signedIn(DEMO, "9876543211", "10.2.1.2");
    // The owner administers a website of her own, and cannot choose the demo store ...
    const ownerOfAnother = await signedIn(DEMO, "9876543210", "10.2.1.3");
    await ownerOfAnother.post("/s/api/admin/websites/choose", { website_id: await ownersWebsite() });
    expect((await ownerOfAnother.post("/s/api/admin/websites/choose", { website_id: demo!.id })).statusCode).toBe(403);
    // ... nor act on it when her session is made to name it.
    const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
    await h.services.db.update(t.sessions).set({ activeWebsiteId: demo!.id }).where(eq(t.sessions.userId, me!.id));
    const superadmin = await signedIn(DEMO, "9876543213", "10.2.1.4");
    const before = (await superadmin.get("/s/api/admin/site")).json() as { settings: { name: string } };

    for (const [route, send] of ADMIN_ROUTES) {
      for (const [who, client, status] of [
        ["visitor", visitor, 401],
        ["non-admin", shopper, 403],
        ["admin of another website", ownerOfAnother, 403],
      ] as const) {
        const res = await send(client);
        expect(res.statusCode, `${route} by ${who}: ${res.body}`).toBe(status);
        expect(Object.keys(res.json() as object), `${route} by ${who}`).toEqual(["message"]);
      }
      const res = await send(superadmin);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).not.toBe(403);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).toBeLessThan(500);
    }
    // Nobody refused changed anything.
    expect(((await superadmin.get("/s/api/admin/site")).json() as { settings: { name: string } }).settings.name).toBe(before.settings.name);
  });
});

describe("point of sale routes", () => {
  // Every counter route on the demo store, tried by a visitor, a sales agent (not staff), an
  // admin of another website whose session names the demo store, and a superadmin; the
  // superadmin's writes name nothing that exists (404) or are bad input (422).
  const POS_ROUTES: [string, (c: ShopClient) => Promise<LightMyRequestResponse>][] = [
    ["GET /s/api/pos/session", (c) => c.get(`${POS}/session`)],
    ["GET /s/api/pos/products", (c) => c.get(`${POS}/products?warehouse_id=1&q=atta`)],
    ["POST /s/api/pos/quote", (c) => c.post(`${POS}/quote`, { warehouse_id: NO_SUCH_ID, lines: [] })],
    ["GET /s/api/pos/customers", (c) => c.get(`${POS}/customers?phone=9876543210`)],
    ["POST /s/api/pos/customers", (c) => c.post(`${POS}/customers`, { phone: "12345" })],
    [
      "POST /s/api/pos/sales",
      (c) =>
        c.post(
          `${POS}/sales`,
          { warehouse_id: NO_SUCH_ID, lines: [{ pack_id: 1, quantity: 1 }], payment: { method: "cash", tendered: 1 } },
          { headers: { "idempotency-key": `pos-matrix-${Math.random()}` } },
        ),
    ],
    ["GET /s/api/pos/sales", (c) => c.get(`${POS}/sales`)],
    ["GET /s/api/pos/sales/:ordernumber", (c) => c.get(`${POS}/sales/NOSUCH1`)],
    ["POST /s/api/pos/sales/:ordernumber/void", (c) => c.post(`${POS}/sales/NOSUCH1/void`, { reason: "Taken over" })],
    ["GET /s/api/pos/sales/:ordernumber/documents/:documentId/pdf", (c) => c.get(`${POS}/sales/NOSUCH1/documents/${NO_SUCH_ID}/pdf`)],
  ];

  it("covers every point of sale route", () => {
    const routes = h.app.routeTable.filter((r) => r.url.startsWith(`${POS}/`) && r.method !== "HEAD").map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual(POS_ROUTES.map(([r]) => r).sort());
  });

  it("refuses visitors (401), sales agents and admins of another website (403), and lets a superadmin through", async () => {
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const visitor = new ShopClient(h.app, DEMO, "10.2.2.1");
    const agent = await signedIn(DEMO, "9876543211", "10.2.2.2");
    const ownerOfAnother = await signedIn(DEMO, "9876543210", "10.2.2.3");
    await ownerOfAnother.post("/s/api/admin/websites/choose", { website_id: await ownersWebsite() });
    const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
    await h.services.db.update(t.sessions).set({ activeWebsiteId: demo!.id }).where(eq(t.sessions.userId, me!.id));
    const superadmin = await signedIn(DEMO, "9876543213", "10.2.2.4");
    for (const [route, send] of POS_ROUTES) {
      for (const [who, client, status] of [
        ["visitor", visitor, 401],
        ["sales agent", agent, 403],
        ["admin of another website", ownerOfAnother, 403],
      ] as const) {
        const res = await send(client);
        expect(res.statusCode, `${route} by ${who}: ${res.body}`).toBe(status);
        expect(Object.keys(res.json() as object), `${route} by ${who}`).toEqual(["message"]);
      }
      const res = await send(superadmin);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).not.toBe(403);
      expect(res.statusCode, `${route} by the superadmin: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe("people across websites (issue 24)", () => {
  // The owner is also the sales agent of her own website; the demo store's shopper and the
  // superadmin are nobody there, and must stay as unknown to her as a number never registered.
  const ELSEWHERE = "6200000001";
  const GLOBAL_NAME = "Name Given Only To The Demo Store";
  let agent: ShopClient;
  let ownWebsite: number;

  beforeAll(async () => {
    ownWebsite = await ownersWebsite();
    const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
    await h.services.db
      .insert(t.websiteMembers)
      .values({ websiteId: ownWebsite, userId: me!.id, isSalesAgent: true })
      .onConflictDoUpdate({ target: [t.websiteMembers.websiteId, t.websiteMembers.userId], set: { isSalesAgent: true } });
    const [shopper] = await h.services.db.insert(t.users).values({ phone: ELSEWHERE, name: GLOBAL_NAME }).returning();
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    await h.services.db.insert(t.orders).values({ websiteId: demo!.id, userId: shopper!.id, orderNumber: "KD-ELSEWHERE", status: "placed", amount: 1000 });
    agent = await signedIn("http://owners-own-shop.localhost:3000", "9876543210", "10.2.3.1");
    await agent.post("/s/api/admin/websites/choose", { website_id: ownWebsite });
  });

  it("an agent finds only their own website's customers: another website's shopper and the superadmin answer as an unknown number", async () => {
    const unknown = await agent.post("/s/api/agent/customer", { phone: "6200000002" });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { name: "Name is required" } });
    for (const phone of [ELSEWHERE, "9876543213"]) {
      const res = await agent.post("/s/api/agent/customer", { phone });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(422);
      expect(res.json(), phone).toEqual(unknown.json());
      expect(res.body).not.toMatch(new RegExp(`${GLOBAL_NAME}|Kiran`));
    }
    expect(((await agent.get("/s/api/agent/dashboard")).json() as AgentDashboard).acting_for).toBeNull();
    // No account was made for the unknown number by asking.
    expect(await h.services.db.select().from(t.users).where(eq(t.users.phone, "6200000002"))).toEqual([]);
  });

  it("a name the agent types for a number registered elsewhere is this website's name for them; the agent never sees the other", async () => {
    const res = await agent.post("/s/api/agent/customer", { phone: ELSEWHERE, name: "Typed By The Agent" });
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json() as AgentCustomer;
    expect(customer).toMatchObject({ name: "Typed By The Agent", phone: ELSEWHERE });
    await h.services.db.insert(t.orders).values({
      websiteId: ownWebsite,
      userId: customer.id,
      agentId: (await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210")))[0]!.id,
      orderNumber: "OWN-AGENT-1",
      status: "placed",
      amount: 1000,
    });
    const seen = [await agent.get("/s/api/agent/dashboard"), await agent.get("/s/api/init"), await agent.get("/s/api/admin/orders"), await agent.post("/s/api/agent/customer", { phone: ELSEWHERE })];
    const board = seen[0]!.json() as AgentDashboard;
    expect(board.acting_for).toMatchObject({ name: "Typed By The Agent", phone: ELSEWHERE });
    expect(board.orders.data.find((o) => o.ordernumber === "OWN-AGENT-1")).toMatchObject({ customer_name: "Typed By The Agent" });
    expect(seen[1]!.json()).toMatchObject({ acting_for: { name: "Typed By The Agent" } });
    expect(seen[3]!.json()).toMatchObject({ name: "Typed By The Agent" });
    for (const answer of seen) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(GLOBAL_NAME);
    }
    // The account keeps its own name, which the demo store still shows.
    expect((await h.services.db.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, customer.id)))[0]!.name).toBe(GLOBAL_NAME);
  });

  it("an admin adding another website's shopper or the superadmin as staff learns neither their name nor whether they had an account; a typed name shows", async () => {
    const SHOPPER = "6200000003";
    const SHOPPER_NAME = "Staff Name Given Only To The Demo Store";
    const NEVER_REGISTERED = "6200000004";
    const [shopper] = await h.services.db.insert(t.users).values({ phone: SHOPPER, name: SHOPPER_NAME }).returning();
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    await h.services.db.insert(t.orders).values({ websiteId: demo!.id, userId: shopper!.id, orderNumber: "KD-STAFF-ELSEWHERE", status: "placed", amount: 1000 });
    const hidden = new RegExp(`${SHOPPER_NAME}|Kiran|new_account`);
    type Member = { user_id: number; name: string; phone: string; roles: string[] };

    const added: Member[] = [];
    for (const phone of [SHOPPER, "9876543213", NEVER_REGISTERED]) {
      const res = await agent.post("/s/api/admin/people/staff", { phone, role: "staff" });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(200);
      expect(res.body).not.toMatch(hidden);
      added.push(res.json() as Member);
    }
    // Registered elsewhere, the superadmin, or new: one answer, but for the phone and id.
    expect(added.map((m) => ({ ...m, user_id: 0, phone: "" }))).toEqual(added.map(() => ({ user_id: 0, name: "", phone: "", roles: ["staff"] })));
    const list = await agent.get("/s/api/admin/people/staff");
    expect(list.body).not.toMatch(hidden);
    const rows = (list.json() as { data: Member[] }).data;
    expect(added.map((m) => rows.find((r) => r.user_id === m.user_id)?.name)).toEqual(["", "", ""]);
    // The log of their adding (other entries here name the superadmin as the one who acted).
    const logOf = (m: Member) => agent.get(`/s/api/admin/audit?entity_type=staff&entity_id=${m.user_id}`);
    for (const m of added) {
      const audit = await logOf(m);
      expect(audit.statusCode, audit.body).toBe(200);
      expect((audit.json() as { data: unknown[] }).data).toHaveLength(1);
      expect(audit.body).not.toMatch(hidden);
    }

    // The name the admin types is this website's name for them; the account keeps its own.
    const named = await agent.post("/s/api/admin/people/staff", { phone: SHOPPER, role: "sales_agent", name: "Typed By The Admin" });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ name: "Typed By The Admin", roles: ["sales_agent", "staff"] });
    const after = await agent.get("/s/api/admin/people/staff");
    expect((after.json() as { data: Member[] }).data.find((r) => r.phone === SHOPPER)?.name).toBe("Typed By The Admin");
    for (const res of [named, after, await logOf(added[0]!)]) expect(res.body).not.toMatch(hidden);
    expect((await h.services.db.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, shopper!.id)))[0]!.name).toBe(SHOPPER_NAME);
  });
});
