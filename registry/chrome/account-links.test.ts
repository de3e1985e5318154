import { describe, expect, it } from "vitest";
import { accountLinks } from "./account-links";

const labels = (u: Parameters<typeof accountLinks>[0]) => accountLinks(u).map((l) => l.label);

describe("account menu by role (§2)", () => {
  it("shows a visitor only Login", () => expect(labels(null)).toEqual(["Login"]));
  it("shows a shopper Account, Orders, Addresses, Logout", () =>
    expect(labels({ name: "A" })).toEqual(["Account", "Orders", "Addresses", "Logout"]));
  it("adds the admin tools, in a new tab, for admin access", () => {
    const links = accountLinks({ name: "A", hasAdminAccess: true });
    expect(links.map((l) => l.label)).toEqual(["Account", "Orders", "Addresses", "Logout", "Administration", "Website Settings", "POS"]);
    expect(links.filter((l) => l.newTab).map((l) => l.to)).toEqual(["/bos/admin", "/page-builder", "/pos"]);
  });
  it("adds Switch Website for a superadmin", () =>
    expect(labels({ name: "A", superadmin: true, hasAdminAccess: true }).at(-1)).toBe("Switch Website"));
});
