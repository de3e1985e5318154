// Where a website stands on the way to its first order (issue 26, ADR 0058): each step is read
// from the website's own rows, never from a flag an owner ticks, so a step undone (the last
// pincode removed) shows as undone again.
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { OnboardingAnswer, OnboardingStep } from "../../../shared/api/admin-onboarding";
import { toRupees } from "../../../shared/money";
import { SOLD_STATUSES } from "../../../shared/order-status";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { shopPeriodStart } from "../delivery/next-slot";
import { hasCredentials, sandboxAllowed, type PaymentsConfig } from "../payments/payment-settings";

const methodName = (m: string) => (m === "cod" ? "Cash on delivery" : m === "razorpay" ? "Razorpay" : m === "cashfree" ? "Cashfree" : m);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Orders still to be packed: placed or confirmed, and not yet packed. */
const TO_PACK = ["placed", "confirmed"] as const;

export async function onboardingState(db: Db, websiteId: number, now: Date, config: Pick<PaymentsConfig, "NODE_ENV" | "PAYMENTS_SANDBOX" | "ALLOW_SANDBOX_PAYMENTS">): Promise<OnboardingAnswer> {
  const [pincodes, warehouses, slots, products, home, orders, website] = await Promise.all([
    db.select({ n: count() }).from(t.warehousePincodes).where(eq(t.warehousePincodes.websiteId, websiteId)),
    db
      .select({ n: count(), charged: count(t.warehouses.deliveryChargeId) })
      .from(t.warehouses)
      .where(eq(t.warehouses.websiteId, websiteId)),
    db
      .select({ n: count() })
      .from(t.deliverySlots)
      .where(and(eq(t.deliverySlots.websiteId, websiteId), eq(t.deliverySlots.active, true))),
    db
      .select({ n: count() })
      .from(t.products)
      .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true))),
    db
      .select({ version: t.pages.version })
      .from(t.pages)
      .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, "/"))),
    db.select({ n: count() }).from(t.orders).where(eq(t.orders.websiteId, websiteId)),
    db.select({ methods: t.websites.paymentMethods, settings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, websiteId)),
  ]);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const warehouseCount = Number(warehouses[0]?.n ?? 0);
  const charged = Number(warehouses[0]?.charged ?? 0);
  const methods = website[0]?.methods ?? [];
  const settings = (website[0]?.settings ?? null) as Record<string, unknown> | null;
  // An online method without keys takes no money unless the sandbox is allowed (a demo).
  const unpaid = methods.filter((m) => (m === "razorpay" || m === "cashfree") && !hasCredentials(settings, m) && !sandboxAllowed(config));

  const steps: OnboardingStep[] = [
    {
      key: "warehouse",
      done: warehouseCount > 0 && n(pincodes) > 0,
      detail: warehouseCount === 0 ? "No warehouse yet" : n(pincodes) === 0 ? "Add the pincodes it delivers to" : `${plural(warehouseCount, "warehouse")}, ${plural(n(pincodes), "pincode")}`,
    },
    {
      // A warehouse without a charge rule delivers free, which is a choice, not a gap: the step
      // waits only for a slot to deliver in, and says which charge applies.
      key: "delivery",
      done: warehouseCount > 0 && n(slots) > 0,
      detail:
        warehouseCount === 0
          ? "Add a warehouse first"
          : `${n(slots) === 0 ? "No delivery slots yet" : plural(n(slots), "delivery slot")}; ${charged === 0 ? "delivery is free" : charged === warehouseCount ? "delivery charges set" : `delivery charges set for ${charged} of ${plural(warehouseCount, "warehouse")}`}`,
    },
    { key: "products", done: n(products) > 0, detail: n(products) === 0 ? "No products yet" : plural(n(products), "product") },
    {
      key: "payments",
      done: methods.length > 0 && unpaid.length === 0,
      detail:
        methods.length === 0
          ? "No payment method is on"
          : unpaid.length
            ? `${unpaid.map(methodName).join(" and ")} ${unpaid.length === 1 ? "needs its" : "need their"} keys`
            : methods.map(methodName).join(", "),
    },
    { key: "home", done: (home[0]?.version ?? 1) > 1, detail: (home[0]?.version ?? 1) > 1 ? `Published (version ${home[0]!.version})` : "The starter home is live: make it yours and publish it" },
    { key: "test-order", done: n(orders) > 0, detail: n(orders) === 0 ? "No orders yet" : plural(n(orders), "order") },
  ];

  const since = shopPeriodStart(now, "day");
  const [day] = await db
    .select({
      orders: count(),
      sales: sql<string>`coalesce(sum(${t.orders.amount}), 0)`,
      toPack: sql<string>`count(*) filter (where ${inArray(t.orders.status, [...TO_PACK])})`,
    })
    .from(t.orders)
    .where(and(eq(t.orders.websiteId, websiteId), gte(t.orders.createdAt, since), inArray(t.orders.status, [...SOLD_STATUSES])));

  return {
    steps,
    complete: steps.every((s) => s.done),
    today: { orders: Number(day?.orders ?? 0), sales: toRupees(Number(day?.sales ?? 0)), to_pack: Number(day?.toPack ?? 0) },
  };
}
