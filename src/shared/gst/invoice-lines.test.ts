import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { GstRateKey, InvoiceLine } from "./invoice-document";
import { GST_RATES, rateBasisPoints, ratesInForce } from "./gst-rates";
import {
  COMPOSITE_DELIVERY_DESCRIPTION,
  computeInvoiceLines,
  creditLines,
  documentKindOf,
  SEPARATE_DELIVERY_DESCRIPTION,
  splitForRegisteredBuyer,
  totalsOf,
  wholeCreditLines,
  type DeliveryTax,
  type InvoiceGoodsInput,
  type InvoiceLinesInput,
} from "./invoice-lines";

const ATTA: InvoiceGoodsInput = { description: "Aashirvaad Atta — 5 kg", hsn: "1101", rate: "5", uqc: "KGS", quantity: 10, packs: 2, unitPrice: 26_500 };
const MILK: InvoiceGoodsInput = { description: "Nandini Toned Milk — 500 ml", hsn: "0401", rate: "exempt", uqc: "LTR", quantity: 1, packs: 2, unitPrice: 3_000 };
const COLA: InvoiceGoodsInput = { description: "Cola — 750 ml", hsn: "2202", rate: "40", uqc: "LTR", quantity: 0.75, packs: 1, unitPrice: 4_000 };

// Worked by hand: subtotal 630.00, coupon 63.00 shared 53.00 / 6.00 / 4.00, delivery 30.00.
const CART: InvoiceLinesInput = { goods: [ATTA, MILK, COLA], discount: 6_300, deliveryCharge: 3_000, delivery: { mode: "composite" }, interState: false, composition: false };

const figures = (l: InvoiceLine) => [l.gross, l.discount, l.taxable, l.cgst, l.sgst, l.igst, l.total];

describe("invoice lines of a sale within the state", () => {
  const { lines, totals, rateSummary } = computeInvoiceLines(CART);

  it("shares the coupon over the goods and splits each line's tax", () => {
    expect(lines.map(figures)).toEqual([
      // 477.00 at 5%: 22.714… of tax, 11.36 each half.
      [53_000, 5_300, 45_428, 1_136, 1_136, 0, 47_700],
      [6_000, 600, 5_400, 0, 0, 0, 5_400],
      // 36.00 at 40%: 10.2857… of tax, 5.14 each half.
      [4_000, 400, 2_572, 514, 514, 0, 3_600],
      // 30.00 at the atta's 5%: 1.428… of tax, 0.71 each half.
      [3_000, 0, 2_858, 71, 71, 0, 3_000],
    ]);
  });

  it("makes delivery part of the supply of its principal goods line", () => {
    expect(lines[3]).toMatchObject({ kind: "delivery", description: COMPOSITE_DELIVERY_DESCRIPTION, hsn: "1101", rate: "5", uqc: "KGS", quantity: 0, packs: 1, unitPrice: 3_000 });
    expect(lines[0]).toMatchObject({ kind: "goods", description: ATTA.description, quantity: 10, packs: 2, unitPrice: 26_500 });
  });

  it("totals the lines to what the shopper paid", () => {
    expect(totals).toEqual({ gross: 66_000, discount: 6_300, taxable: 56_258, cgst: 1_721, sgst: 1_721, igst: 0, total: 59_700 });
  });

  it("summarises by rate in the order of the rate list", () => {
    expect(rateSummary).toEqual([
      { rate: "exempt", taxable: 5_400, cgst: 0, sgst: 0, igst: 0 },
      { rate: "5", taxable: 48_286, cgst: 1_207, sgst: 1_207, igst: 0 },
      { rate: "40", taxable: 2_572, cgst: 514, sgst: 514, igst: 0 },
    ]);
  });
});

describe("invoice lines in other cases", () => {
  it("charges IGST between states", () => {
    const { lines, totals } = computeInvoiceLines({ ...CART, interState: true });
    expect(lines.map((l) => [l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      [45_429, 0, 0, 2_271],
      [5_400, 0, 0, 0],
      [2_571, 0, 0, 1_029],
      [2_857, 0, 0, 143],
    ]);
    expect(totals.total).toBe(59_700);
  });

  it("taxes a separately charged delivery under its SAC and rate", () => {
    const { lines } = computeInvoiceLines({ ...CART, delivery: { mode: "separate", sac: "996813", rate: "18" } });
    // 30.00 at 18%: 4.576… of tax, 2.29 each half.
    expect(lines[3]).toMatchObject({ kind: "delivery", description: SEPARATE_DELIVERY_DESCRIPTION, hsn: "996813", rate: "18", uqc: "NA", quantity: 0, taxable: 2_542, cgst: 229, sgst: 229 });
  });

  it("adds no delivery line when delivery is free", () => {
    expect(computeInvoiceLines({ ...CART, deliveryCharge: 0 }).lines).toHaveLength(3);
  });

  it("picks the principal line by total, then the higher rate, then the first", () => {
    const a = { ...ATTA, rate: "5" as const, packs: 1, unitPrice: 1_000 };
    const tie = computeInvoiceLines({ ...CART, goods: [a, { ...a, hsn: "2106", rate: "18" }, { ...a, hsn: "2202", rate: "18" }], discount: 0 });
    expect(tie.lines[3]).toMatchObject({ hsn: "2106", rate: "18" });
    // Totals count, not gross: the coupon's paisa goes to the exempt 10.01, leaving a tie that
    // the atta's higher rate wins.
    const after = computeInvoiceLines({ ...CART, goods: [{ ...a, hsn: "0401", rate: "exempt", unitPrice: 1_001 }, a], discount: 1 });
    expect(after.lines.map((l) => l.total)).toEqual([1_000, 1_000, 3_000]);
    expect(after.lines[2]).toMatchObject({ hsn: "1101", rate: "5" });
  });

  it("charges no tax for a composition seller, keeping the rates", () => {
    const { lines, totals, rateSummary } = computeInvoiceLines({ ...CART, composition: true });
    for (const l of lines) expect([l.taxable, l.cgst, l.sgst, l.igst]).toEqual([l.total, 0, 0, 0]);
    expect(lines.map((l) => l.rate)).toEqual(["5", "exempt", "40", "5"]);
    expect(totals).toMatchObject({ taxable: 59_700, cgst: 0, sgst: 0, igst: 0, total: 59_700 });
    expect(rateSummary.map((r) => r.rate)).toEqual(["exempt", "5", "40"]);
  });

  it("refuses an empty cart, a coupon larger than the goods and bad figures", () => {
    expect(() => computeInvoiceLines({ ...CART, goods: [] })).toThrow(RangeError);
    expect(() => computeInvoiceLines({ ...CART, discount: 63_001 })).toThrow(RangeError);
    expect(() => computeInvoiceLines({ ...CART, goods: [{ ...ATTA, packs: 0 }] })).toThrow(RangeError);
    expect(() => computeInvoiceLines({ ...CART, goods: [{ ...ATTA, unitPrice: 10.5 }] })).toThrow(RangeError);
    expect(() => computeInvoiceLines({ ...CART, goods: [{ ...ATTA, rate: "15" as GstRateKey }] })).toThrow(RangeError);
    expect(() => computeInvoiceLines({ ...CART, deliveryCharge: -1 })).toThrow(RangeError);
  });
});

describe("credit notes", () => {
  const { lines } = computeInvoiceLines(CART);

  it("gives back part of a line in proportion", () => {
    // One of the two atta packs: 238.50 of the 477.00.
    const [credit] = creditLines(lines, [{ lineIndex: 0, amount: 23_850 }], false);
    // 238.50 at 5%: 11.357… of tax, 5.68 each half.
    expect(credit).toMatchObject({
      kind: "goods",
      description: ATTA.description,
      hsn: "1101",
      rate: "5",
      uqc: "KGS",
      unitPrice: 26_500,
      packs: 1,
      quantity: 5,
      gross: 26_500,
      discount: 2_650,
      taxable: 22_714,
      cgst: 568,
      sgst: 568,
      igst: 0,
      total: 23_850,
    });
  });

  it("gives a whole line back exactly as it was", () => {
    expect(creditLines(lines, [{ lineIndex: 2, amount: 3_600 }], false)).toEqual([lines[2]]);
    expect(wholeCreditLines(lines)).toEqual(lines);
    expect(wholeCreditLines(lines)[0]).not.toBe(lines[0]);
  });

  it("rounds quantities to three decimals", () => {
    const [credit] = creditLines(lines, [{ lineIndex: 2, amount: 1_200 }], false);
    expect(credit).toMatchObject({ packs: 0.333, quantity: 0.25, gross: 1_333, discount: 133, total: 1_200 });
  });

  it("gives back no tax on a line that carried none", () => {
    const bill = computeInvoiceLines({ ...CART, composition: true }).lines;
    expect(creditLines(bill, [{ lineIndex: 0, amount: 10_000 }], false)[0]).toMatchObject({ taxable: 10_000, cgst: 0, sgst: 0, igst: 0 });
  });

  it("refuses more than a line's total, or a line that is not there", () => {
    expect(() => creditLines(lines, [{ lineIndex: 1, amount: 5_401 }], false)).toThrow(RangeError);
    expect(() =>
      creditLines(
        lines,
        [
          { lineIndex: 1, amount: 3_000 },
          { lineIndex: 1, amount: 2_401 },
        ],
        false,
      ),
    ).toThrow(RangeError);
    expect(() => creditLines(lines, [{ lineIndex: 4, amount: 1 }], false)).toThrow(RangeError);
    expect(() => creditLines(lines, [{ lineIndex: 0, amount: 0 }], false)).toThrow(RangeError);
  });
});

describe("the kind of document", () => {
  const taxableOnly = computeInvoiceLines({ ...CART, goods: [ATTA, COLA] }).lines;
  const exemptOnly = computeInvoiceLines({ ...CART, goods: [MILK], discount: 0 }).lines;
  const mixed = computeInvoiceLines(CART).lines;
  const shopper = { composition: false, buyerRegistered: false };
  const business = { composition: false, buyerRegistered: true };

  it("follows rules 46, 46A and 49", () => {
    expect(documentKindOf(taxableOnly, shopper)).toBe("tax_invoice");
    expect(documentKindOf(taxableOnly, business)).toBe("tax_invoice");
    expect(documentKindOf(exemptOnly, business)).toBe("bill_of_supply");
    expect(documentKindOf(mixed, shopper)).toBe("invoice_bill_of_supply");
    expect(documentKindOf(taxableOnly, { composition: true, buyerRegistered: true })).toBe("bill_of_supply");
    const nil = computeInvoiceLines({ ...CART, goods: [{ ...MILK, rate: "0" }], discount: 0, delivery: { mode: "separate", sac: "996813", rate: "exempt" } }).lines;
    expect(documentKindOf(nil, shopper)).toBe("bill_of_supply");
  });

  it("makes a registered buyer's mixed sale two documents", () => {
    expect(() => documentKindOf(mixed, business)).toThrow(/splitForRegisteredBuyer/);
    const { taxable, exempt } = splitForRegisteredBuyer(mixed);
    expect(taxable.map((l) => l.description)).toEqual([ATTA.description, COLA.description, COMPOSITE_DELIVERY_DESCRIPTION]);
    expect(exempt.map((l) => l.description)).toEqual([MILK.description]);
    expect(documentKindOf(taxable, business)).toBe("tax_invoice");
    expect(documentKindOf(exempt, business)).toBe("bill_of_supply");
    expect(totalsOf(taxable).total + totalsOf(exempt).total).toBe(59_700);
  });

  it("counts a taxed separate delivery as a taxable line", () => {
    const lines = computeInvoiceLines({ ...CART, goods: [MILK], discount: 0, delivery: { mode: "separate", sac: "996813", rate: "18" } }).lines;
    expect(documentKindOf(lines, shopper)).toBe("invoice_bill_of_supply");
    expect(splitForRegisteredBuyer(lines).taxable.map((l) => l.kind)).toEqual(["delivery"]);
  });

  it("refuses an empty document", () => {
    expect(() => documentKindOf([], shopper)).toThrow(RangeError);
  });
});

describe("invoice lines of any cart (property)", () => {
  const DAYS = ["2025-06-01", "2025-12-01", "2026-04-01"];
  const cart = fc.constantFrom(...DAYS).chain((day) => {
    const rates = ratesInForce(day).map((r) => r.key);
    const goods = fc.array(
      fc.record({
        description: fc.constant("Item"),
        hsn: fc.constantFrom("0401", "1006", "1101", "2202"),
        rate: fc.constantFrom(...rates),
        uqc: fc.constantFrom("KGS", "NOS", "PAC"),
        quantity: fc.integer({ min: 0, max: 50_000 }).map((q) => q / 1000),
        packs: fc.integer({ min: 1, max: 50 }),
        unitPrice: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      { minLength: 1, maxLength: 30 },
    );
    const delivery: fc.Arbitrary<DeliveryTax> = fc.oneof(
      fc.constant({ mode: "composite" as const }),
      fc.record({ mode: fc.constant("separate" as const), sac: fc.constant("996813"), rate: fc.constantFrom(...rates) }),
    );
    return goods.chain((g) => {
      const subtotal = g.reduce((s, x) => s + x.unitPrice * x.packs, 0);
      return fc.record({
        goods: fc.constant(g),
        discount: fc.oneof(fc.constant(0), fc.constant(subtotal), fc.integer({ min: 0, max: subtotal })),
        deliveryCharge: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
        delivery,
        interState: fc.boolean(),
        composition: fc.boolean(),
      });
    });
  });

  it("adds up, splits tax correctly and summarises every rate", () => {
    fc.assert(
      fc.property(cart, (input) => {
        const { lines, totals, rateSummary } = computeInvoiceLines(input);
        const subtotal = input.goods.reduce((s, g) => s + g.unitPrice * g.packs, 0);
        const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

        expect(sum((l) => l.total)).toBe(subtotal - input.discount + input.deliveryCharge);
        expect(totals.total).toBe(subtotal - input.discount + input.deliveryCharge);
        expect(totals).toEqual({
          gross: sum((l) => l.gross),
          discount: sum((l) => l.discount),
          taxable: sum((l) => l.taxable),
          cgst: sum((l) => l.cgst),
          sgst: sum((l) => l.sgst),
          igst: sum((l) => l.igst),
          total: sum((l) => l.total),
        });
        expect(lines).toHaveLength(input.goods.length + (input.deliveryCharge > 0 ? 1 : 0));

        for (const l of lines) {
          expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
          expect(l.gross - l.discount).toBe(l.total);
          for (const n of figures(l)) expect(n).toBeGreaterThanOrEqual(0);
          if (input.interState) expect([l.cgst, l.sgst]).toEqual([0, 0]);
          else expect([l.igst, l.cgst]).toEqual([0, l.sgst]);
          if (input.composition) {
            expect(l.taxable).toBe(l.total);
          } else {
            // |taxable − total × 10000 / (10000 + bp)| ≤ 1 paisa, in integers.
            const bp = rateBasisPoints(l.rate);
            expect(Math.abs(l.taxable * (10_000 + bp) - l.total * 10_000)).toBeLessThanOrEqual(10_000 + bp);
          }
        }

        const delivery = lines.find((l) => l.kind === "delivery");
        if (delivery && input.delivery.mode === "composite") {
          const goods = lines.filter((l) => l.kind === "goods");
          const top = Math.max(...goods.map((l) => l.total));
          expect(delivery.total).toBe(input.deliveryCharge);
          expect(goods.some((l) => l.total === top && l.rate === delivery.rate && l.hsn === delivery.hsn)).toBe(true);
        }

        const order = GST_RATES.map((r) => r.key);
        expect(rateSummary.map((r) => order.indexOf(r.rate))).toEqual([...rateSummary.map((r) => order.indexOf(r.rate))].sort((a, b) => a - b));
        expect(new Set(rateSummary.map((r) => r.rate))).toEqual(new Set(lines.map((l) => l.rate)));
        for (const key of ["taxable", "cgst", "sgst", "igst"] as const) expect(rateSummary.reduce((s, r) => s + r[key], 0)).toBe(totals[key]);

        const whole = creditLines(
          lines,
          lines.flatMap((l, lineIndex) => (l.total > 0 ? [{ lineIndex, amount: l.total }] : [])),
          input.interState,
        );
        expect(whole).toEqual(lines.filter((l) => l.total > 0));
      }),
      { numRuns: 500 },
    );
  });
});
