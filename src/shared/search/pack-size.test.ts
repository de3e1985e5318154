import { describe, expect, it } from "vitest";
import { packHolds, readPackSize } from "./pack-size";

describe("readPackSize", () => {
  it("reads sizes as shoppers write them, in the units packs are kept in", () => {
    expect(readPackSize("atta 5kg").quantity).toEqual({ amount: 5000, unit: "g" });
    expect(readPackSize("rice 2.5 Kg").quantity).toEqual({ amount: 2500, unit: "g" });
    expect(readPackSize("oil 1l").quantity).toEqual({ amount: 1000, unit: "ml" });
    expect(readPackSize("milk 500 ml").quantity).toEqual({ amount: 500, unit: "ml" });
    expect(readPackSize("eggs 6 pcs").quantity).toEqual({ amount: 6, unit: "pc" });
    expect(readPackSize("atta 5kg").rest.trim()).toBe("atta");
  });

  it("reads no size in words that only start like a unit, nor a size no pack has", () => {
    expect(readPackSize("5 lemons").quantity).toBeNull();
    expect(readPackSize("paneer").quantity).toBeNull();
    expect(readPackSize("0 kg").quantity).toBeNull();
    expect(readPackSize("5000 kg").quantity).toBeNull();
  });

  it("says whether a pack holds a size in all", () => {
    const pack = { net_quantity: 2500, unit: "g" as const, pack_count: 2 };
    expect(packHolds(pack, { amount: 5000, unit: "g" })).toBe(true);
    expect(packHolds(pack, { amount: 2500, unit: "g" })).toBe(false);
    expect(packHolds({ ...pack, net_quantity: null }, { amount: 5000, unit: "g" })).toBe(false);
  });
});
