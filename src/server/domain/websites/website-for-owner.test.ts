import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { openTestDatabase } from "../../testing/test-databases";
import { createWebsiteForOwner } from "./website-for-owner";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const memberOf = async (websiteId: number, phone: string) => {
  const [row] = await database.db
    .select({ isAdmin: t.websiteMembers.isAdmin, superadmin: t.users.superadmin, name: t.users.name })
    .from(t.websiteMembers)
    .innerJoin(t.users, eq(t.users.id, t.websiteMembers.userId))
    .where(and(eq(t.websiteMembers.websiteId, websiteId), eq(t.users.phone, phone)));
  return row;
};

describe("a website made from the command line", () => {
  it("makes a new owner's account, the website at its domain, and the owner its administrator", async () => {
    const made = await createWebsiteForOwner(database.db, { phone: "7012345678", name: " Ramesh Sharma ", superadmin: true }, { name: "Sharma Stores", domain: "Shop.Sharma.in" });
    expect(made.domains[0]).toBe("shop.sharma.in");
    expect(await memberOf(made.id, "7012345678")).toEqual({ isAdmin: true, superadmin: true, name: "Ramesh Sharma" });
    const [web] = await database.db.select({ name: t.websites.name }).from(t.websites).where(eq(t.websites.id, made.id));
    expect(web?.name).toBe("Sharma Stores");
  });

  it("keeps an existing account's name and role, and gives it the new website too", async () => {
    // The demo shopper: not a superadmin, and named in the seed.
    const made = await createWebsiteForOwner(database.db, { phone: "9876543210", name: "Someone Else", superadmin: false }, { name: "Priya's Pantry", subdomain: "priyas" });
    expect(made.domains[0]).toBe("priyas.localhost");
    expect(await memberOf(made.id, "9876543210")).toEqual({ isAdmin: true, superadmin: false, name: "Priya Sharma" });
  });

  it("refuses a bad phone, a bad website and a taken address, writing nothing", async () => {
    const before = await database.db.select({ id: t.websites.id }).from(t.websites);
    await expect(createWebsiteForOwner(database.db, { phone: "12345", name: "", superadmin: false }, { name: "Shop", subdomain: "shop12" })).rejects.toThrow(
      "The owner's phone must be a 10-digit Indian mobile number",
    );
    await expect(createWebsiteForOwner(database.db, { phone: "7012345679", name: "", superadmin: false }, { name: "Shop" })).rejects.toMatchObject({ kind: "invalid" });
    await expect(createWebsiteForOwner(database.db, { phone: "7012345679", name: "", superadmin: false }, { name: "Again", domain: "shop.sharma.in" })).rejects.toMatchObject({ kind: "conflict" });
    expect(await database.db.select({ id: t.websites.id }).from(t.websites)).toHaveLength(before.length);
  });
});
