import { describe, expect, it } from "vitest";
import type { CouponFacts, CouponRule } from "../coupons/judge-coupon";
import { groupDelivery, judgeLine, priceCart, type DeliveryRule, type PriceCartInput, type PricedLine } from "./price-cart";

// Carts worked out by hand. Paise in, rupees out: ₹120.00 is 12_000 paise.
const INDIRANAGAR = 1;
const JAYANAGAR = 2;
const SLOT = { slot_id: 1, remaining: 10, del_date: "2030-06-15", del_start_time: "07:00", del_end_time: "10:00" };
const rules = new Map<number, DeliveryRule>([
  [INDIRANAGAR, { name: "Indiranagar Hub", charge: 3_000, freeAbove: 49_900, slots: [SLOT] }],
  [JAYANAGAR, { name: "Jayanagar Hub", charge: 4_000, freeAbove: 69_900, slots: [{ ...SLOT, slot_id: 2, del_start_time: "08:00", del_end_time: "11:00" }] }],
]);

let nextPack = 100;
const line = (over: Partial<PricedLine> = {}): PricedLine => {
  const packId = nextPack++;
  return {
    packId,
    productId: packId + 1000,
    slug: `product-${packId}`,
    name: `Product ${packId}`,
    packName: "1 kg",
    image: "",
    quantity: 1,
    priceSeen: over.price ?? 10_000,
    price: 10_000,
    mrp: 12_000,
    maxPerOrder: 10,
    stock: 50,
    available: true,
    warehouseId: 11,
    deliveryChargeId: INDIRANAGAR,
    deliverable: true,
    ...over,
  };
};

const input = (lines: PricedLine[], over: Partial<PriceCartInput> = {}): PriceCartInput => ({
  lines,
  deliveryRules: rules,
  coupon: null,
  pincode: "560038",
  paymentMethods: ["cod"],
  notes: "",
  groupByDelivery: true,
  ...over,
});

const coupon = (rule: Partial<CouponRule>, facts: Partial<Omit<CouponFacts, "subtotal">> = {}): PriceCartInput["coupon"] => ({
  rule: {
    code: "SAVE10",
    kind: "percent",
    value: 1_000,
    maxDiscount: 10_000,
    minOrder: 50_000,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perUserLimit: null,
    firstOrderOnly: false,
    active: true,
    ...rule,
  },
  facts: { now: new Date("2030-06-15T12:00:00+05:30"), signedIn: false, usesTotal: 0, usesByUser: 0, ordersByUser: 0, ...facts },
});

describe("priceCart", () => {
  it("charges delivery below the free-above threshold: ₹120 × 2 + ₹85.50 × 3 = ₹496.50 + ₹30", () => {
    const cart = priceCart(input([line({ price: 12_000, mrp: 15_000, quantity: 2 }), line({ price: 8_550, mrp: 8_550, quantity: 3 })]));
    expect(cart.quantity).toBe(5);
    expect(cart.total).toBe(496.5);
    expect(cart.delivery_charge).toBe(30);
    expect(cart.finalDelivery).toBe(30);
    expect(cart.amount).toBe(526.5);
    // Savings: (150 − 120) × 2 = ₹60.
    expect(cart.savings).toBe(60);
    expect(cart.deliveryMessage).toBe("Add ₹2.50 more for free delivery");
    expect(cart.items.map((i) => i.amount)).toEqual([240, 256.5]);
    expect(cart.valid).toBe(true);
    expect(cart.del_date).toBe("2030-06-15");
  });

  it("delivers free once the threshold is crossed: ₹120 × 2 + ₹86.50 × 3 = ₹499.50", () => {
    const cart = priceCart(input([line({ price: 12_000, quantity: 2 }), line({ price: 8_650, quantity: 3 })]));
    expect(cart.total).toBe(499.5);
    expect(cart.delivery_charge).toBe(30);
    expect(cart.finalDelivery).toBe(0);
    expect(cart.amount).toBe(499.5);
    expect(cart.deliveryMessage).toBe("Yay! You get free delivery");
  });

  it("leaves an out-of-stock line out of the totals (and so out of the free-delivery threshold)", () => {
    const gone = line({ price: 30_000, quantity: 1, stock: 0 });
    const kept = line({ price: 25_000, quantity: 1 });
    const cart = priceCart(input([kept, gone]));
    expect(cart.total).toBe(250);
    // ₹250 is below ₹499 now that the ₹300 line does not count: ₹30 delivery.
    expect(cart.finalDelivery).toBe(30);
    expect(cart.amount).toBe(280);
    expect(cart.quantity).toBe(2);
    expect(cart.valid).toBe(false);
    const bad = cart.items.find((i) => i.pack_id === gone.packId)!;
    expect(bad).toMatchObject({ valid: false, message: "Out of stock", amount: 300, max_quantity: 0 });
    expect(cart.grouped_items[0]!.amount).toBe(250);
  });

  it("leaves out lines over the stock, over the per-order limit, unavailable or not deliverable", () => {
    const cart = priceCart(
      input([
        line({ price: 1_000, quantity: 4, stock: 3 }),
        line({ price: 2_000, quantity: 6, maxPerOrder: 5 }),
        line({ price: 4_000, available: false }),
        line({ price: 8_000, deliverable: false }),
        line({ price: 500, quantity: 2 }),
      ]),
    );
    expect(cart.items.map((i) => [i.valid, i.message])).toEqual([
      [false, "Only 3 left in stock"],
      [false, "You can buy at most 5 of this item"],
      [false, "This item is no longer available"],
      [false, "Not deliverable to 560038"],
      [true, undefined],
    ]);
    expect(cart.total).toBe(10);
    expect(cart.amount).toBe(40);
    expect(cart.serviceable).toBe(false);
  });

  it("tells a changed price but keeps the line valid at the new price", () => {
    const cart = priceCart(input([line({ priceSeen: 10_000, price: 11_000, quantity: 2 })]));
    expect(cart.items[0]).toMatchObject({ valid: true, amount: 220, message: "Price has gone up from ₹100.00 to ₹110.00 since you added it" });
    expect(cart.total).toBe(220);
  });

  it("applies a percentage coupon to the valid lines only, before delivery", () => {
    // ₹300 × 2 valid = ₹600 ≥ ₹500 minimum; 10 % = ₹60; free delivery above ₹499.
    const cart = priceCart(input([line({ price: 30_000, quantity: 2 }), line({ price: 99_900, stock: 0 })], { coupon: coupon({}) }));
    expect(cart.total).toBe(600);
    expect(cart.discount).toBe(60);
    expect(cart.finalDelivery).toBe(0);
    expect(cart.amount).toBe(540);
    expect(cart.offercode).toBe("SAVE10");
    expect(cart.message).toBe("");
  });

  it("gives discount 0 with the reason when the coupon's minimum is no longer met", () => {
    // The ₹999 line went out of stock: ₹300 left, ₹200 short of SAVE10's ₹500 minimum.
    const cart = priceCart(input([line({ price: 30_000 }), line({ price: 99_900, stock: 0 })], { coupon: coupon({}) }));
    expect(cart.total).toBe(300);
    expect(cart.discount).toBe(0);
    expect(cart.message).toBe("Add ₹200.00 more to use SAVE10 (minimum order ₹500.00)");
    expect(cart.offercode).toBe("SAVE10");
    expect(cart.amount).toBe(330);
  });

  it("never answers a negative amount: a flat coupon above the subtotal leaves the delivery charge", () => {
    const cart = priceCart(input([line({ price: 4_000 })], { coupon: coupon({ code: "BIG", kind: "flat", value: 100_000, maxDiscount: null, minOrder: 0 }) }));
    expect(cart.total).toBe(40);
    expect(cart.discount).toBe(40);
    expect(cart.amount).toBe(30);
    const free = priceCart(input([line({ price: 4_000, deliveryChargeId: null })], { coupon: coupon({ code: "BIG", kind: "flat", value: 100_000, maxDiscount: null, minOrder: 0 }) }));
    expect(free.amount).toBe(0);
  });

  it("prices two delivery groups apart, each against its own threshold", () => {
    // Indiranagar: ₹520 ≥ ₹499, free. Jayanagar: ₹650 < ₹699, ₹40.
    const cart = priceCart(input([line({ price: 26_000, quantity: 2, deliveryChargeId: INDIRANAGAR, warehouseId: 11 }), line({ price: 65_000, deliveryChargeId: JAYANAGAR, warehouseId: 12 })]));
    expect(cart.total).toBe(1_170);
    expect(cart.delivery_charge).toBe(70);
    expect(cart.finalDelivery).toBe(40);
    expect(cart.amount).toBe(1_210);
    expect(cart.grouped_items.map((g) => [g.name, g.amount, g.delivery_charge, g.deliveryMessage])).toEqual([
      ["Indiranagar Hub", 520, 0, "Yay! You get free delivery"],
      ["Jayanagar Hub", 650, 40, "Add ₹49.00 more for free delivery"],
    ]);
    expect(cart.deliveryMessage).toBe("Indiranagar Hub: Yay! You get free delivery · Jayanagar Hub: Add ₹49.00 more for free delivery");
    expect(cart.deliveryInfo.map((d) => d.del_start_time)).toEqual(["07:00", "08:00"]);
  });

  it("charges nothing for a group whose every line is invalid", () => {
    const cart = priceCart(input([line({ price: 10_000, deliveryChargeId: INDIRANAGAR }), line({ price: 10_000, deliveryChargeId: JAYANAGAR, stock: 0 })]));
    expect(cart.total).toBe(100);
    expect(cart.finalDelivery).toBe(30);
    expect(cart.amount).toBe(130);
  });

  it("answers the empty cart for no lines, and leaves grouped_items empty when not asked to group", () => {
    const empty = priceCart(input([]));
    expect(empty).toMatchObject({ quantity: 0, total: 0, amount: 0, discount: 0, finalDelivery: 0, valid: true, items: [], grouped_items: [] });
    const flat = priceCart(input([line()], { groupByDelivery: false }));
    expect(flat.grouped_items).toEqual([]);
    expect(flat.deliveryInfo).toHaveLength(1);
  });
});

describe("judgeLine and groupDelivery", () => {
  it("names the pincode a line cannot reach, or says 'your pincode' without one", () => {
    expect(judgeLine(line({ deliverable: false }), "560011")).toEqual({ valid: false, message: "Not deliverable to 560011" });
    expect(judgeLine(line({ deliverable: false }), null)).toEqual({ valid: false, message: "Not deliverable to your pincode" });
  });

  it("charges delivery exactly at the threshold as free, one paisa below as charged", () => {
    const rule = rules.get(INDIRANAGAR)!;
    expect(groupDelivery(rule, 49_900)).toEqual({ charge: 3_000, final: 0, message: "Yay! You get free delivery" });
    expect(groupDelivery(rule, 49_899)).toEqual({ charge: 3_000, final: 3_000, message: "Add ₹0.01 more for free delivery" });
    expect(groupDelivery({ ...rule, freeAbove: null }, 10 ** 7)).toEqual({ charge: 3_000, final: 3_000, message: "Delivery charge ₹30.00" });
    expect(groupDelivery({ ...rule, charge: 0 }, 100)).toEqual({ charge: 0, final: 0, message: "Free delivery" });
    expect(groupDelivery(undefined, 100)).toEqual({ charge: 0, final: 0, message: "" });
  });
});
