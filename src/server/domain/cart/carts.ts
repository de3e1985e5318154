// The carts of one server (ADR 0015): finding a visitor's cart, changing its lines under the
// stock and per-order limits, and pricing it from the database. Every statement is scoped to
// the website; a line's pack is looked up on the cart's own website only.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Cart } from "../../../shared/api/cart";
import type { Lang } from "../../../shared/i18n/languages";
import { COUPON_CODE_PATTERN, normaliseCouponCode } from "../../../shared/coupon-code";
import { SOLD_STATUSES } from "../../../shared/order-status";
import { Refusal, notFound } from "../refusal";
import { text, type ServerText } from "../server-text";
import { judgeCoupon, type CouponRule } from "../coupons/judge-coupon";
import { slotOptions } from "../delivery/next-slot";
import { createSlotBookings } from "../delivery/slot-bookings";
import type { DeliverySetup } from "../delivery/delivery-setup";
import { packLineColumns } from "./pack-line-columns";
import { priceCart, type DeliveryRule, type PricedLine, type SayText } from "./price-cart";

/** Whose cart: a signed-in user's, else the guest session's. */
export interface CartOwner {
  websiteId: number;
  userId: number | null;
  sessionHash: string | null;
}

/** Where the visitor is: the chosen pincode (if any) and the warehouse that serves them. */
export interface CartPlace {
  pincode: string | null;
  warehouseId: number;
}

export interface CartViewOptions {
  paymentMethods: string[];
  groupByDelivery?: boolean;
  /**
   * The language the cart's lines are named in (issue 35): Hindi product and pack names where
   * the owner gave them. Only the answer's: the lines `priced` returns, which checkout copies
   * onto the order, keep the English names.
   */
  lang?: Lang;
  /** Words the cart's messages in the answer's language (issue 35); English without it. */
  say?: SayText;
}

/** A line named in Hindi where its product and pack have Hindi names. */
const inHindi = (line: PricedLine): PricedLine => ({ ...line, name: line.nameHi || line.name, packName: line.packNameHi || line.packName });

/**
 * How often a coupon has been used, by anyone and by this user, and how many orders the user has
 * made here (first-order coupons). `db` may be a transaction holding the coupon's row lock.
 */
export async function couponUses(db: Db | Tx, couponId: number, websiteId: number, userId: number | null) {
  // One after another: in a transaction they share one connection, which takes one query at a time.
  const [total] = await db.select({ n: count() }).from(t.couponRedemptions).where(eq(t.couponRedemptions.couponId, couponId));
  if (userId === null) return { usesTotal: total?.n ?? 0, usesByUser: 0, ordersByUser: 0 };
  const [byUser] = await db
    .select({ n: count() })
    .from(t.couponRedemptions)
    .where(and(eq(t.couponRedemptions.couponId, couponId), eq(t.couponRedemptions.userId, userId)));
  const [orders] = await db
    .select({ n: count() })
    .from(t.orders)
    .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId), inArray(t.orders.status, [...SOLD_STATUSES])));
  return { usesTotal: total?.n ?? 0, usesByUser: byUser?.n ?? 0, ordersByUser: orders?.n ?? 0 };
}

export const toCouponRule = (row: typeof t.coupons.$inferSelect): CouponRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  maxDiscount: row.maxDiscount,
  minOrder: row.minOrder,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  perUserLimit: row.perUserLimit,
  firstOrderOnly: row.firstOrderOnly,
  active: row.active,
});

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The website's coupon a shopper's code names, written any way they type it; null for none. */
export async function couponByCode(db: Db | Tx, websiteId: number, code: string) {
  const normalised = normaliseCouponCode(code);
  if (!COUPON_CODE_PATTERN.test(normalised)) return null;
  const [row] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.websiteId, websiteId), eq(t.coupons.code, normalised)))
    .limit(1);
  return row ?? null;
}

export function createCarts(db: Db, delivery: DeliverySetup, now: () => Date = () => new Date()) {
  const slotBookings = createSlotBookings(db);
  const ownerWhere = (owner: CartOwner) =>
    owner.userId !== null
      ? and(eq(t.carts.websiteId, owner.websiteId), eq(t.carts.userId, owner.userId))
      : owner.sessionHash !== null
        ? and(eq(t.carts.websiteId, owner.websiteId), eq(t.carts.sessionHash, owner.sessionHash))
        : sql`false`;

  async function findCart(owner: CartOwner, tx: Db | Tx = db) {
    const [row] = await tx.select().from(t.carts).where(ownerWhere(owner)).limit(1);
    return row ?? null;
  }

  async function ensureCart(owner: CartOwner, tx: Db | Tx = db) {
    const found = await findCart(owner, tx);
    if (found) return found;
    const values = owner.userId !== null ? { websiteId: owner.websiteId, userId: owner.userId } : { websiteId: owner.websiteId, sessionHash: owner.sessionHash };
    await tx.insert(t.carts).values(values).onConflictDoNothing();
    const made = await findCart(owner, tx);
    if (!made) throw new Error("cart could not be created");
    return made;
  }

  /** A pack of this website that is on sale, with its stock at a warehouse. */
  async function packForSale(websiteId: number, packId: number, warehouseId: number, tx: Db | Tx = db) {
    const [row] = await tx
      .select({ price: t.packs.price, maxPerOrder: t.packs.maxPerOrder, stock: sql<number>`coalesce(${t.stock.quantity}, 0)`.mapWith(Number) })
      .from(t.packs)
      .innerJoin(t.products, and(eq(t.products.id, t.packs.productId), eq(t.products.active, true)))
      .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouseId)))
      .where(and(eq(t.packs.id, packId), eq(t.packs.websiteId, websiteId), eq(t.packs.active, true)))
      .limit(1);
    return row ?? null;
  }

  // The statements every cart call runs are prepared once per owner kind (a user's cart, a
  // guest's), so the database plans them once per connection rather than on every request.
  const placeholderOwner = (by: "user" | "session") =>
    and(eq(t.carts.websiteId, sql.placeholder("websiteId")), by === "user" ? eq(t.carts.userId, sql.placeholder("owner")) : eq(t.carts.sessionHash, sql.placeholder("owner")));
  const ownerParams = (owner: CartOwner) =>
    owner.userId !== null ? { by: "user" as const, owner: owner.userId } : owner.sessionHash !== null ? { by: "session" as const, owner: owner.sessionHash } : null;

  const cartLinesQuery = (by: "user" | "session") =>
    db
      .select({
        cart: t.carts,
        packId: t.cartItems.packId,
        quantity: t.cartItems.quantity,
        priceSeen: t.cartItems.priceSeen,
        warehouseId: t.cartItems.warehouseId,
        ...packLineColumns,
        nameHi: t.products.nameHi,
        packNameHi: t.packs.nameHi,
        warehouseWebsite: t.warehouses.websiteId,
        deliveryChargeId: t.warehouses.deliveryChargeId,
      })
      .from(t.carts)
      .leftJoin(t.cartItems, eq(t.cartItems.cartId, t.carts.id))
      .leftJoin(t.packs, and(eq(t.packs.id, t.cartItems.packId), eq(t.packs.websiteId, t.carts.websiteId)))
      .leftJoin(t.products, eq(t.products.id, t.packs.productId))
      .leftJoin(t.warehouses, and(eq(t.warehouses.id, t.cartItems.warehouseId), eq(t.warehouses.websiteId, t.carts.websiteId)))
      .leftJoin(t.stock, and(eq(t.stock.packId, t.cartItems.packId), eq(t.stock.warehouseId, t.cartItems.warehouseId)))
      .where(placeholderOwner(by))
      .orderBy(asc(t.cartItems.addedAt), asc(t.cartItems.packId))
      .prepare(`cart_lines_by_${by}`);
  const cartLines = { user: cartLinesQuery("user"), session: cartLinesQuery("session") };

  // A pack of this website that is on sale, its stock at the warehouse, and the owner's cart and
  // line for it: what adding to the cart decides on, in one statement.
  const packToAddQuery = (by: "user" | "session") =>
    db
      .select({
        price: t.packs.price,
        maxPerOrder: t.packs.maxPerOrder,
        stock: sql<number>`coalesce(${t.stock.quantity}, 0)`.mapWith(Number),
        cartId: t.carts.id,
        inCart: t.cartItems.quantity,
      })
      .from(t.packs)
      .innerJoin(t.products, and(eq(t.products.id, t.packs.productId), eq(t.products.active, true)))
      .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, sql.placeholder("warehouseId"))))
      .leftJoin(t.carts, placeholderOwner(by))
      .leftJoin(t.cartItems, and(eq(t.cartItems.cartId, t.carts.id), eq(t.cartItems.packId, t.packs.id)))
      .where(and(eq(t.packs.id, sql.placeholder("packId")), eq(t.packs.websiteId, sql.placeholder("websiteId")), eq(t.packs.active, true)))
      .limit(1)
      .prepare(`pack_to_add_by_${by}`);
  const packToAdd = { user: packToAddQuery("user"), session: packToAddQuery("session") };

  // A line added or grown, with the cart's time set in the same statement. The guard in the
  // update keeps a line within its limit even when two adds race.
  const touched = db.$with("touched").as(
    db
      .update(t.carts)
      .set({ updatedAt: sql`${sql.placeholder("now")}` })
      .where(eq(t.carts.id, sql.placeholder("cartId")))
      .returning({ id: t.carts.id }),
  );
  const addLine = db
    .with(touched)
    .insert(t.cartItems)
    .values({
      cartId: sql.placeholder("cartId"),
      packId: sql.placeholder("packId"),
      warehouseId: sql.placeholder("warehouseId"),
      quantity: sql.placeholder("quantity"),
      priceSeen: sql.placeholder("priceSeen"),
    })
    .onConflictDoUpdate({
      target: [t.cartItems.cartId, t.cartItems.packId],
      set: { quantity: sql`${t.cartItems.quantity} + excluded.quantity`, priceSeen: sql`excluded.price_seen`, warehouseId: sql`excluded.warehouse_id` },
      setWhere: sql`${t.cartItems.quantity} + excluded.quantity <= ${sql.placeholder("limit")}`,
    })
    .returning({ quantity: t.cartItems.quantity })
    .prepare("add_cart_line");

  /**
   * The owner's cart row and its priced lines, in one statement: every cart call reads both.
   * A line whose pack or warehouse is not this website's is dropped, as if it were not there.
   */
  async function cartWithLines(owner: CartOwner, place: CartPlace | null): Promise<{ row: typeof t.carts.$inferSelect | null; lines: PricedLine[] }> {
    const who = ownerParams(owner);
    if (!who) return { row: null, lines: [] };
    const rows = await cartLines[who.by].execute({ websiteId: owner.websiteId, owner: who.owner });
    const lines: PricedLine[] = [];
    for (const r of rows) {
      if (r.packId === null || r.productId === null || r.warehouseWebsite === null) continue;
      lines.push({
        packId: r.packId,
        productId: r.productId,
        slug: r.slug!,
        name: r.name!,
        packName: r.packName!,
        nameHi: r.nameHi,
        packNameHi: r.packNameHi,
        image: r.medias![0]?.src ?? "",
        quantity: r.quantity!,
        priceSeen: r.priceSeen!,
        price: r.price!,
        mrp: r.mrp!,
        maxPerOrder: r.maxPerOrder!,
        stock: r.stock,
        available: r.packActive! && r.productActive!,
        warehouseId: r.warehouseId!,
        deliveryChargeId: r.deliveryChargeId,
        deliverable: !place?.pincode || place.warehouseId === r.warehouseId,
      });
    }
    return { row: rows[0]?.cart ?? null, lines };
  }

  async function deliveryRules(lines: PricedLine[]): Promise<Map<number, DeliveryRule>> {
    const rules = new Map<number, DeliveryRule>();
    if (!lines.some((l) => l.deliveryChargeId !== null)) return rules;
    const setups = await delivery.forWarehouses([...new Set(lines.map((l) => l.warehouseId))]);
    const at = now();
    const bookings = await slotBookings.booked(
      [...setups.values()].flatMap((s) => s.slots.map((r) => r.id)),
      at,
    );
    for (const line of lines) {
      // A group's slots and name are those of the warehouse its first line comes from.
      const setup = setups.get(line.warehouseId);
      const charge = setup?.charge;
      if (!setup || !charge || rules.has(charge.id)) continue;
      rules.set(charge.id, { name: setup.name, charge: charge.charge, freeAbove: charge.freeAbove, slots: slotOptions(setup.slots, bookings, at) });
    }
    return rules;
  }

  async function couponRow(websiteId: number, where: ReturnType<typeof eq>, tx: Db | Tx = db) {
    const [row] = await tx
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.websiteId, websiteId), where))
      .limit(1);
    return row ?? null;
  }

  async function couponFacts(couponId: number, websiteId: number, userId: number | null) {
    return { now: now(), signedIn: userId !== null, ...(await couponUses(db, couponId, websiteId, userId)) };
  }

  const carts = {
    findCart,

    /** The priced §3 cart of this owner; an owner without a cart has the empty one. */
    async view(owner: CartOwner, place: CartPlace | null, options: CartViewOptions): Promise<Cart> {
      return (await carts.priced(owner, place, options)).cart;
    },

    /** The cart with what it was priced from: checkout re-prices with exactly this. */
    async priced(owner: CartOwner, place: CartPlace | null, options: CartViewOptions) {
      const { row, lines } = await cartWithLines(owner, place);
      const coupon = row?.couponId ? await couponRow(owner.websiteId, eq(t.coupons.id, row.couponId)) : null;
      const rules = await deliveryRules(lines);
      const cart = priceCart({
        lines: options.lang === "hi" ? lines.map(inHindi) : lines,
        deliveryRules: rules,
        coupon: coupon ? { rule: toCouponRule(coupon), facts: await couponFacts(coupon.id, owner.websiteId, owner.userId) } : null,
        pincode: place?.pincode ?? null,
        paymentMethods: options.paymentMethods,
        notes: row?.notes ?? "",
        groupByDelivery: options.groupByDelivery ?? true,
        say: options.say,
      });
      return { row, lines, coupon, rules, cart };
    },

    /**
     * Adds `quantity` of a pack from the visitor's warehouse, refusing to pass its stock or
     * per-order limit; with `upTo`, adds as many of them as those allow instead (at least one).
     * Answers how many were added.
     */
    async add(owner: CartOwner, place: CartPlace, packId: number, warehouseId: number, quantity: number, { upTo = false } = {}): Promise<number> {
      // The visitor's own warehouse is known good; any other is unknown (404) or not theirs (422).
      if (warehouseId !== place.warehouseId) {
        const [warehouse] = await db
          .select({ id: t.warehouses.id })
          .from(t.warehouses)
          .where(and(eq(t.warehouses.id, warehouseId), eq(t.warehouses.websiteId, owner.websiteId)))
          .limit(1);
        if (!warehouse) throw notFound("This warehouse does not exist");
        throw new Refusal("invalid", place.pincode ? text("server.notDeliverableFromWarehouse", { pincode: place.pincode }) : "This item is not sold from that warehouse. Please reload the page.", {
          warehouse_id: "Not the warehouse that serves you",
        });
      }
      const who = ownerParams(owner);
      const [pack] = who ? await packToAdd[who.by].execute({ websiteId: owner.websiteId, owner: who.owner, packId, warehouseId }) : [];
      if (!pack) throw notFound("This item is not available");
      const limit = Math.min(pack.stock, pack.maxPerOrder);
      if (upTo) quantity = Math.max(1, Math.min(quantity, limit - (pack.inCart ?? 0)));
      // Judged before the cart is made, so a refused add leaves nothing behind.
      const want = (pack.inCart ?? 0) + quantity;
      if (pack.stock <= 0) throw new Refusal("invalid", "This item is out of stock", { pack_id: "Out of stock" });
      if (want > limit) {
        const message = pack.stock < pack.maxPerOrder ? text("server.onlyLeftInStock", { count: pack.stock }) : text("server.buyAtMost", { max: pack.maxPerOrder });
        throw new Refusal("invalid", message, { pack_id: message });
      }
      const cartId = pack.cartId ?? (await ensureCart(owner)).id;
      const rows = await addLine.execute({ cartId, packId, warehouseId, quantity, priceSeen: pack.price, limit, now: now() });
      if (rows.length === 0) throw new Refusal("invalid", text("server.cartLimit", { limit }), { pack_id: "Limit reached" });
      return quantity;
    },

    /** Removes one of a pack, or its whole line; a line at 1 is removed rather than kept at 0. */
    async remove(owner: CartOwner, packId: number, whole: boolean): Promise<void> {
      const cart = await findCart(owner);
      const [line] = cart
        ? await db
            .select({ quantity: t.cartItems.quantity })
            .from(t.cartItems)
            .where(and(eq(t.cartItems.cartId, cart.id), eq(t.cartItems.packId, packId)))
        : [];
      if (!cart || !line) throw notFound("This item is not in your cart");
      const where = and(eq(t.cartItems.cartId, cart.id), eq(t.cartItems.packId, packId));
      if (whole || line.quantity <= 1) {
        await db.delete(t.cartItems).where(where);
      } else {
        const [pack] = await db
          .select({ price: t.packs.price })
          .from(t.packs)
          .where(and(eq(t.packs.id, packId), eq(t.packs.websiteId, owner.websiteId)));
        await db
          .update(t.cartItems)
          .set({ quantity: sql`greatest(1, ${t.cartItems.quantity} - 1)`, ...(pack ? { priceSeen: pack.price } : {}) })
          .where(where);
      }
      await db.update(t.carts).set({ updatedAt: now() }).where(eq(t.carts.id, cart.id));
    },

    /** A new pincode moves every line to the warehouse that serves it. */
    async relocate(owner: CartOwner, warehouseId: number): Promise<void> {
      const cart = await findCart(owner);
      if (!cart) return;
      await db.update(t.cartItems).set({ warehouseId }).where(eq(t.cartItems.cartId, cart.id));
    },

    /** Applies a code after checking every rule against this cart; throws the rule's message. */
    async applyCoupon(owner: CartOwner, place: CartPlace | null, code: string): Promise<ServerText> {
      const row = await couponByCode(db, owner.websiteId, code);
      if (!row) throw new Refusal("invalid", "This coupon code is not valid", { code: "Not a coupon of this shop" });
      const { row: cart, lines } = await cartWithLines(owner, place);
      const subtotal = priceCart({ lines, deliveryRules: new Map(), coupon: null, pincode: place?.pincode ?? null, paymentMethods: [], notes: "", groupByDelivery: false }).total;
      const verdict = judgeCoupon(toCouponRule(row), { ...(await couponFacts(row.id, owner.websiteId, owner.userId)), subtotal: Math.round(subtotal * 100) });
      if (!verdict.ok) throw new Refusal(verdict.kind, verdict.text, { code: verdict.text });
      await db.update(t.carts).set({ couponId: row.id, updatedAt: now() }).where(eq(t.carts.id, cart!.id));
      return text("server.couponApplied", { code: row.code });
    },

    async removeCoupon(owner: CartOwner): Promise<ServerText> {
      const cart = await findCart(owner);
      if (!cart?.couponId) throw new Refusal("invalid", "No coupon is applied to your cart");
      await db.update(t.carts).set({ couponId: null, updatedAt: now() }).where(eq(t.carts.id, cart.id));
      return text("server.couponRemoved");
    },

    /**
     * Moves a guest cart into the user's at sign-in: quantities are added and kept within the
     * stock and per-order limits; the user's own coupon wins over the guest's. Runs in one
     * transaction so a sign-in that fails leaves both carts as they were.
     */
    async merge(websiteId: number, sessionHash: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const guest = await findCart({ websiteId, userId: null, sessionHash }, tx);
        if (!guest) return;
        const mine = await ensureCart({ websiteId, userId, sessionHash: null }, tx);
        const guestLines = await tx.select().from(t.cartItems).where(eq(t.cartItems.cartId, guest.id));
        for (const line of guestLines) {
          const pack = await packForSale(websiteId, line.packId, line.warehouseId, tx);
          const [current] = await tx
            .select({ quantity: t.cartItems.quantity })
            .from(t.cartItems)
            .where(and(eq(t.cartItems.cartId, mine.id), eq(t.cartItems.packId, line.packId)));
          const sum = (current?.quantity ?? 0) + line.quantity;
          // Out of stock now: the line stays at one so the shopper sees why, instead of losing it.
          const limit = pack ? Math.max(1, Math.min(pack.stock, pack.maxPerOrder)) : sum;
          const quantity = Math.max(1, Math.min(sum, limit));
          await tx
            .insert(t.cartItems)
            .values({ cartId: mine.id, packId: line.packId, warehouseId: line.warehouseId, quantity, priceSeen: line.priceSeen })
            .onConflictDoUpdate({ target: [t.cartItems.cartId, t.cartItems.packId], set: { quantity, warehouseId: line.warehouseId } });
        }
        if (!mine.couponId && guest.couponId) await tx.update(t.carts).set({ couponId: guest.couponId }).where(eq(t.carts.id, mine.id));
        await tx.delete(t.carts).where(eq(t.carts.id, guest.id));
      });
    },
  };
  return carts;
}
export type Carts = ReturnType<typeof createCarts>;
