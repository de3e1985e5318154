// What a queued message needs at send time, read fresh: the website's name, hosts and switches,
// the shopper's phone and email, the order's number, total and slot, or the pack asked about.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { MESSAGE_EVENTS, type MessageEvent } from "../../../shared/order-messages";
import type { MessageFacts } from "./compose-message";
import { isLang, offeredLanguages, type Lang } from "../../../shared/i18n/languages";

type QueueRow = typeof t.messageQueue.$inferSelect;

export interface MessageContext {
  facts: MessageFacts;
  /** The website's owner turned these events off (absent: on). */
  switches: Record<string, boolean>;
  /** The hosts the website answers at (verified ones only: the others serve nothing). */
  hosts: string[];
  phone: string | null;
  email: string | null;
  /** Where the message links on the website: the order, or the product. */
  path: string | null;
  /**
   * The shopper's language (issue 35): their profile's, where the website offers it; English
   * for a shopper who never chose one.
   */
  lang: Lang;
  /** The product and pack asked about in Hindi, where the owner named them so (a Hindi message's). */
  productHi: string | null;
}

const isEvent = (value: string): value is MessageEvent => (MESSAGE_EVENTS as readonly string[]).includes(value);

/** The context of `row`; null when what it tells of is gone or it names no event this server knows. */
export async function readMessageFacts(db: Db, row: QueueRow): Promise<MessageContext | null> {
  if (!isEvent(row.event)) return null;
  const [website] = await db
    .select({ name: t.websites.name, switches: t.websites.messageEvents, languages: t.websites.languages, defaultLanguage: t.websites.defaultLanguage })
    .from(t.websites)
    .where(eq(t.websites.id, row.websiteId));
  if (!website) return null;
  const hosts = await db
    .select({ domain: t.websiteDomains.domain })
    .from(t.websiteDomains)
    .where(and(eq(t.websiteDomains.websiteId, row.websiteId), isNotNull(t.websiteDomains.verifiedAt)));
  const [user] = row.userId === null ? [] : await db.select({ phone: t.users.phone, email: t.users.email, name: t.users.name, lang: t.users.lang }).from(t.users).where(eq(t.users.id, row.userId));
  const lang: Lang = isLang(user?.lang) && offeredLanguages(website.languages, website.defaultLanguage).includes(user.lang) ? user.lang : "en";

  const facts: MessageFacts = { event: row.event, shop: website.name, name: user?.name.trim() ?? "", orderNumber: null, amount: null, slot: null, product: null };
  let path: string | null = null;
  let productHi: string | null = null;
  if (row.orderId !== null) {
    const [order] = await db
      .select({ number: t.orders.orderNumber, amount: t.orders.amount, delDate: t.orders.delDate, start: t.orders.delStartTime, end: t.orders.delEndTime })
      .from(t.orders)
      .where(and(eq(t.orders.id, row.orderId), eq(t.orders.websiteId, row.websiteId)));
    if (!order) return null;
    facts.orderNumber = order.number;
    facts.slot = { del_date: order.delDate, del_start_time: order.start, del_end_time: order.end };
    // A refund tells the amount refunded, which the queue kept; the rest tell the order's total.
    const refunded = row.details.amount;
    facts.amount = row.event === "refunded" ? (typeof refunded === "number" && Number.isInteger(refunded) ? refunded : null) : order.amount;
    path = `/account/orders/${row.orderId}`;
  } else if (row.packId !== null) {
    const [pack] = await db
      .select({ pack: t.packs.name, product: t.products.name, slug: t.products.slug, packHi: t.packs.nameHi, productHi: t.products.nameHi })
      .from(t.packs)
      .innerJoin(t.products, eq(t.products.id, t.packs.productId))
      .where(and(eq(t.packs.id, row.packId), eq(t.packs.websiteId, row.websiteId)));
    if (!pack) return null;
    facts.product = pack.pack ? `${pack.product}, ${pack.pack}` : pack.product;
    if (pack.productHi || pack.packHi) {
      const [product, packName] = [pack.productHi || pack.product, pack.packHi || pack.pack];
      productHi = packName ? `${product}, ${packName}` : product;
    }
    path = `/products/${encodeURIComponent(pack.slug)}`;
  } else {
    return null;
  }
  return { facts, switches: website.switches, hosts: hosts.map((h) => h.domain), phone: user?.phone ?? null, email: user?.email?.trim() || null, path, lang, productHi };
}
