import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { cartPanelOpenAtom, categoryFilterOpenAtom, drawerOpenAtom, pincodeModalOpenAtom, searchOpenAtom } from "./ui-atoms";

describe("shell panel atoms", () => {
  it("start closed and open independently", () => {
    const store = createStore();
    const all = [cartPanelOpenAtom, drawerOpenAtom, pincodeModalOpenAtom, categoryFilterOpenAtom, searchOpenAtom];
    for (const a of all) expect(store.get(a)).toBe(false);
    store.set(drawerOpenAtom, true);
    expect(all.map((a) => store.get(a))).toEqual([false, true, false, false, false]);
  });
});
