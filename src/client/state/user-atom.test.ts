import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { setUserAtom, toSignedInUser, userAtom } from "./user-atom";

const asha = { id: 7, name: "Asha", email: "asha@example.in", phone: "9876543210", superadmin: false, hasAdminAccess: true, isSalesAgent: false, isStaff: false };

describe("userAtom (§4 auth)", () => {
  it("starts with nobody signed in", () => {
    expect(createStore().get(userAtom)).toBeNull();
  });

  it("holds the user that was set", () => {
    const store = createStore();
    store.set(setUserAtom, asha);
    expect(store.get(userAtom)).toEqual(asha);
  });

  it("is cleared by setting a user with no data", () => {
    for (const empty of [null, undefined, {}]) {
      const store = createStore();
      store.set(setUserAtom, asha);
      store.set(setUserAtom, empty);
      expect(store.get(userAtom), JSON.stringify(empty)).toBeNull();
    }
  });

  it("gives the role flags their §3 default of false", () => {
    const store = createStore();
    store.set(setUserAtom, { id: 8, name: "Ravi", email: "", phone: "9123456780" });
    expect(store.get(userAtom)).toEqual({ id: 8, name: "Ravi", email: "", phone: "9123456780", superadmin: false, hasAdminAccess: false, isSalesAgent: false, isStaff: false });
  });

  it("keeps only the §3 user fields", () => {
    const withExtra = { ...asha, token: "secret" } as typeof asha;
    expect(toSignedInUser(withExtra)).toEqual(asha);
  });

  it("notifies subscribers when the user changes", () => {
    const store = createStore();
    const seen: unknown[] = [];
    store.sub(userAtom, () => seen.push(store.get(userAtom)));
    store.set(setUserAtom, asha);
    store.set(setUserAtom, {});
    expect(seen).toEqual([asha, null]);
  });
});
