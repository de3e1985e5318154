import { describe, expect, it } from "vitest";
import { packHolds, packSize, readPackSize } from "./pack-size";

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

  it("reads what a pack holds in all, and no size a search could name for metres or an unsaid quantity", () => {
    expect(packSize({ net_quantity: 250, unit: "ml", pack_count: 6 })).toEqual({ amount: 1500, unit: "ml" });
    expect(packSize({ net_quantity: 30, unit: "m", pack_count: 1 })).toBeNull();
    expect(packSize({ net_quantity: null, unit: "g", pack_count: 1 })).toBeNull();
    expect(packSize({ net_quantity: 500, unit: null, pack_count: 1 })).toBeNull();
  });

  it("says whether a pack holds a size in all", () => {
    const pack = { net_quantity: 2500, unit: "g" as const, pack_count: 2 };
    expect(packHolds(pack, { amount: 5000, unit: "g" })).toBe(true);
    expect(packHolds(pack, { amount: 2500, unit: "g" })).toBe(false);
    expect(packHolds({ ...pack, net_quantity: null }, { amount: 5000, unit: "g" })).toBe(false);
  });
});
