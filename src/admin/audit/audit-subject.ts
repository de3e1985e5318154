// What an audit entry is about, named as the owner knows it — order DEMO100002, the product's
// name, the page's address — rather than a table and an id, with where to open it: a screen of
// the back office, or of the page builder. A thing since deleted is named but not linked.
import type { AuditEntry } from "../../shared/api/admin-catalogue";
import { PAGE_BUILDER_PATH } from "../../shared/page-builder";
import { orderPath } from "../orders/order-paths";
import { humanize } from "./audit-changes";

export interface AuditSubject {
  text: string;
  /** A path inside the back office. */
  to?: string;
  /** An address in another tool (the page builder). */
  href?: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null);

/** The entity's fields as last known: after the change, or before a deletion. */
const factsOf = (entry: AuditEntry): Record<string, unknown> => ({ ...(entry.before ?? {}), ...(entry.after ?? {}) });

export function auditSubject(entry: AuditEntry): AuditSubject {
  const facts = factsOf(entry);
  const id = entry.entity_id;
  const gone = entry.action === "delete" && entry.after === null;
  const link = (subject: AuditSubject): AuditSubject => (gone ? { text: subject.text } : subject);
  const name = text(facts.name) ?? text(facts.label) ?? text(facts.title);
  const person = text(facts.name) ?? text(facts.phone);
  const numbered = (kind: string) => `${kind}${name ? ` ${name}` : id !== null ? ` #${id}` : ""}`;

  switch (entry.entity_type) {
    case "order": {
      const number = text(facts.order_number);
      return number ? link({ text: `Order ${number}`, to: orderPath(number) }) : { text: numbered("Order") };
    }
    case "product":
      return link({ text: numbered("Product"), ...(id !== null ? { to: `/products/${id}` } : {}) });
    case "pack":
    case "stock": {
      const product = text(facts.product_id);
      return link({ text: numbered(entry.entity_type === "stock" ? "Stock of pack" : "Pack"), ...(product ? { to: `/products/${product}` } : {}) });
    }
    case "category":
      return link({ text: numbered("Category"), to: "/categories" });
    case "brand":
      return link({ text: numbered("Brand"), to: "/brands" });
    case "supplier":
      return link({ text: numbered("Supplier"), to: "/suppliers" });
    case "coupon": {
      const code = text(facts.code);
      return link({ text: code ? `Coupon ${code}` : numbered("Coupon"), ...(id !== null ? { to: `/coupons/${id}` } : {}) });
    }
    case "customer":
      return link({ text: person ? `Customer ${person}` : numbered("Customer"), ...(id !== null ? { to: `/customers/${id}` } : {}) });
    case "staff":
      return link({ text: person ? `Staff member ${person}` : numbered("Staff member"), to: "/staff" });
    case "payment_settings":
      return link({ text: "Payment settings", to: "/payments" });
    case "message_settings":
      return link({ text: "Message settings", to: "/messages" });
    case "gst_settings":
      return link({ text: "GST settings", to: "/gst" });
    case "page": {
      const url = text(facts.url);
      return link({ text: url ? `Page ${url}` : numbered("Page"), ...(id !== null ? { href: `${PAGE_BUILDER_PATH}/pages/${id}` } : {}) });
    }
    case "site_settings":
      return { text: "Website settings", href: `${PAGE_BUILDER_PATH}/settings` };
    case "website":
      return { text: name ? `Website ${name}` : "This website" };
    // The owner's wording of a shop text (issue 35), found on its screen by its key.
    case "shop_text": {
      const key = text(facts.key);
      return key ? { text: `Shop text ${key}`, to: `/shop-texts?q=${encodeURIComponent(key)}` } : { text: "Shop text" };
    }
    case "search_word": {
      const word = text(facts.word);
      return link({ text: word ? `Search word “${word}”` : "Search word", to: "/search-words" });
    }
    default:
      return link({
        text: numbered(humanize(entry.entity_type)),
        ...(entry.entity_type.startsWith("warehouse") || entry.entity_type.startsWith("delivery") ? { to: "/delivery" } : {}),
      });
  }
}

/** Words an owner reads in place of a field's stored name, where humanizing is not enough. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  mrp: "MRP",
  gst: "GST",
  hsn: "HSN code",
  sku: "SKU",
  url: "Address",
  seo_title: "Search title",
  seo_description: "Search description",
  og_title: "Sharing title",
  og_description: "Sharing description",
  og_image: "Sharing picture",
  navs: "Navigation bar",
  footers: "Footer",
  navSetting: "Header and navigation",
  webSeo: "Search engines and sharing",
  colors: "Colours",
  font_family: "Font",
  payment_status: "Payment",
  order_number: "Order number",
  restored_from: "Restored from version",
  copied_from: "Copied from",
  is_active: "Shown to shoppers",
};

/** "packs[1 kg].selling_price" → "Packs › 1 kg › Selling price". */
export function fieldLabel(path: string): string {
  return path
    .split(/\.|\[|\]/)
    .filter(Boolean)
    .map((part) => FIELD_WORDS[part] ?? (/^[a-z][a-z0-9_]*$/.test(part) || /^[a-z]+[A-Z]/.test(part) ? humanize(part.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()) : part))
    .join(" › ");
}
