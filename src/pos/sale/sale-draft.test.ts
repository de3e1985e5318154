// The draft's own rules: a pack added again is one more of it, a sale never grows past the
// lines the server takes, and its key is made wherever the counter runs.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POS_LINES_MAX, POS_QUANTITY_MAX } from "../../shared/api/pos";
import { draftFromReceipt, isFullFor, newDraft, withPack, type SaleDraft } from "./sale-draft";

afterEach(() => vi.unstubAllGlobals());

const pack = (pack_id: number) => ({ pack_id, name: "Toor Dal", pack: "500 g" });

describe("withPack", () => {
  it("adds a new pack as a line of one, and the same pack again as one more, up to the most a line takes", () => {
    const once = withPack(newDraft(), pack(31));
    expect(once.lines).toEqual([{ ...pack(31), quantity: 1 }]);
    expect(withPack(once, pack(31)).lines).toEqual([{ ...pack(31), quantity: 2 }]);
    const most: SaleDraft = { ...once, lines: [{ ...pack(31), quantity: POS_QUANTITY_MAX }] };
    expect(withPack(most, pack(31)).lines[0]!.quantity).toBe(POS_QUANTITY_MAX);
  });

  it("adds no line past the most a sale holds, but still counts up a pack already in it", () => {
    const full: SaleDraft = { ...newDraft(), lines: Array.from({ length: POS_LINES_MAX }, (_, i) => ({ ...pack(i + 1), quantity: 1 })) };
    expect(isFullFor(full, POS_LINES_MAX + 1)).toBe(true);
    expect(withPack(full, pack(POS_LINES_MAX + 1))).toBe(full);
    expect(isFullFor(full, 1)).toBe(false);
    expect(withPack(full, pack(1)).lines[0]!.quantity).toBe(2);
  });

  it("makes each new draft's key a UUID of its own", () => {
    const [a, b] = [newDraft().key, newDraft().key];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it("makes a key on plain http too, where the browser has no crypto.randomUUID", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    expect(newDraft().key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("draftFromReceipt", () => {
  it("carries the sale's packs, quantities and customer into a new sale, and names a pack deleted since", () => {
    const customer = { id: 9, name: "Priya Sharma", phone: "9876543210" };
    const line = { price: 72.5, mrp: 80, amount: 145 };
    const { draft, leftOut } = draftFromReceipt({
      customer,
      lines: [
        { ...line, pack_id: 31, name: "Toor Dal", pack: "500 g", quantity: 2 },
        { ...line, pack_id: null, name: "Old Rice", pack: "1 kg", quantity: 1 },
        { ...line, pack_id: 32, name: "Basmati Rice", pack: "5 kg", quantity: 1 },
      ],
    });
    expect(draft.lines).toEqual([
      { pack_id: 31, name: "Toor Dal", pack: "500 g", quantity: 2 },
      { pack_id: 32, name: "Basmati Rice", pack: "5 kg", quantity: 1 },
    ]);
    expect(draft.customer).toEqual(customer);
    expect(leftOut).toEqual(["Old Rice, 1 kg"]);
    // A new attempt of its own: never the key of the sale it copies.
    expect(draft.key).not.toBe(draftFromReceipt({ customer: null, lines: [] }).draft.key);
    expect(draft.coupon).toBe("");
  });
});
