import { describe, expect, it } from "vitest";
import { translate } from "../../src/client/i18n/translate";
import { accountLinks as linksIn } from "./account-links";

// In English, as the shop's tests speak (src/client/testing/setup.ts).
const accountLinks = (u: Parameters<typeof linksIn>[0]) => linksIn(u, translate);
const labels = (u: Parameters<typeof linksIn>[0]) => accountLinks(u).map((l) => l.label);

describe("account menu by role (§2)", () => {
  it("shows a visitor only Login", () => expect(labels(null)).toEqual(["Login"]));
  it("shows a shopper Account, Orders, Addresses, Logout", () => expect(labels({ name: "A" })).toEqual(["Account", "Orders", "Addresses", "Logout"]));
  it("adds the admin tools, in a new tab, for admin access", () => {
    const links = accountLinks({ name: "A", hasAdminAccess: true });
    expect(links.map((l) => l.label)).toEqual(["Account", "Orders", "Addresses", "Logout", "Administration", "Website Settings", "POS"]);
    expect(links.filter((l) => l.newTab).map((l) => l.to)).toEqual(["/bos/admin", "/page-builder", "/pos"]);
  });
  it("adds only the point of sale, in a new tab, for staff who are not admins", () => {
    const links = accountLinks({ name: "A", isStaff: true });
    expect(links.map((l) => l.label)).toEqual(["Account", "Orders", "Addresses", "Logout", "POS"]);
    expect(links.filter((l) => l.newTab).map((l) => l.to)).toEqual(["/pos"]);
  });
  it("keeps an admin's list as it is when they are staff too", () =>
    expect(labels({ name: "A", hasAdminAccess: true, isStaff: true })).toEqual(["Account", "Orders", "Addresses", "Logout", "Administration", "Website Settings", "POS"]));
  it("gives a sales agent no point of sale", () => expect(labels({ name: "A", isSalesAgent: true })).toEqual(["Account", "Orders", "Addresses", "Logout"]));
  it("adds Switch Website for a superadmin", () => expect(labels({ name: "A", superadmin: true, hasAdminAccess: true }).at(-1)).toBe("Switch Website"));
});
