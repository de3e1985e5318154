import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../shared/api/admin-catalogue";
import { auditSubject, fieldLabel } from "./audit-subject";

const entry = (over: Partial<AuditEntry>): AuditEntry =>
  ({ id: 1, action: "update", entity_type: "product", entity_id: 12, user: null, before: null, after: null, at: "2026-11-20T10:30:00.000Z", ...over }) as AuditEntry;

describe("what an audit entry is about", () => {
  it("names an order by its number and opens it by that number", () => {
    const subject = auditSubject(entry({ entity_type: "order", entity_id: 40, action: "status_change", before: { order_number: "DEMO100002" }, after: { status: "packed" } }));
    expect(subject).toEqual({ text: "Order DEMO100002", to: "/orders/DEMO100002" });
  });

  it("names a product by its name, falling back to its number when the entry lacks one", () => {
    expect(auditSubject(entry({ after: { name: "Toor Dal" } }))).toEqual({ text: "Product Toor Dal", to: "/products/12" });
    expect(auditSubject(entry({ after: { mrp: 120 } }))).toEqual({ text: "Product #12", to: "/products/12" });
  });

  it("names a page by its address and opens it in the page builder, unless it was deleted", () => {
    const published = auditSubject(entry({ entity_type: "page", entity_id: 7, action: "publish", before: { url: "/about-us", version: 2 }, after: { url: "/about-us", version: 3 } }));
    expect(published).toEqual({ text: "Page /about-us", href: "/page-builder/pages/7" });
    const deleted = auditSubject(entry({ entity_type: "page", entity_id: 7, action: "delete", before: { url: "/old-offer", version: 1 }, after: null }));
    expect(deleted).toEqual({ text: "Page /old-offer" });
  });

  it("names a search word by the word and opens the search words, unless it was removed", () => {
    expect(auditSubject(entry({ entity_type: "search_word", entity_id: null, action: "create", after: { word: "bhutta", meanings: ["corn"] } }))).toEqual({
      text: "Search word “bhutta”",
      to: "/search-words",
    });
    expect(auditSubject(entry({ entity_type: "search_word", entity_id: null, action: "delete", before: { word: "kanda", meanings: ["onion"] }, after: null }))).toEqual({
      text: "Search word “kanda”",
    });
  });

  it("names a shop text by its key and finds it on the shop texts screen, reset or not (issue 35)", () => {
    const saved = entry({ entity_type: "shop_text", entity_id: null, action: "create", after: { key: "cart.addToCart", lang: "hi", text: "झोले में डालें" } });
    expect(auditSubject(saved)).toEqual({ text: "Shop text cart.addToCart", to: "/shop-texts?q=cart.addToCart" });
    const reset = entry({ entity_type: "shop_text", entity_id: null, action: "delete", before: { key: "cart.addToCart", lang: "hi", text: "झोले में डालें" }, after: null });
    expect(auditSubject(reset)).toEqual({ text: "Shop text cart.addToCart", to: "/shop-texts?q=cart.addToCart" });
  });

  it("names a deleted coupon by its code without a link, a live one with its screen", () => {
    expect(auditSubject(entry({ entity_type: "coupon", entity_id: 9, action: "delete", before: { code: "DIWALI2025" }, after: null }))).toEqual({ text: "Coupon DIWALI2025" });
    expect(auditSubject(entry({ entity_type: "coupon", entity_id: 9, after: { code: "DIWALI2025" } }))).toEqual({ text: "Coupon DIWALI2025", to: "/coupons/9" });
  });

  it("names staff by name or phone, and settings and the website without ids", () => {
    expect(auditSubject(entry({ entity_type: "staff", entity_id: 3, after: { phone: "+919800000001" } })).text).toBe("Staff member +919800000001");
    expect(auditSubject(entry({ entity_type: "site_settings", entity_id: 1 }))).toEqual({ text: "Website settings", href: "/page-builder/settings" });
    expect(auditSubject(entry({ entity_type: "payment_settings", entity_id: 1 }))).toEqual({ text: "Payment settings", to: "/payments" });
    expect(auditSubject(entry({ entity_type: "message_settings", entity_id: 1 }))).toEqual({ text: "Message settings", to: "/messages" });
    expect(auditSubject(entry({ entity_type: "website", action: "create", after: { name: "Annapurna Stores", address: "annapurna.localhost" } })).text).toBe("Website Annapurna Stores");
  });
});

describe("field labels", () => {
  it("puts stored field names and settings keys in words", () => {
    expect(fieldLabel("packs[1 kg].selling_price")).toBe("Packs › 1 kg › Selling price");
    expect(fieldLabel("webSeo.og_title")).toBe("Search engines and sharing › Sharing title");
    expect(fieldLabel("mrp")).toBe("MRP");
    expect(fieldLabel("restored_from")).toBe("Restored from version");
  });
});
