// The back-office's people API (issue 11) over the real database: the active website's
// customers with their orders and addresses, and its staff roles added by phone and taken away;
// a newly added sales agent or admin really gets the agent dashboard or the owner's tools when
// they sign in, and loses them at once when the role is taken away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, or } from "drizzle-orm";
import * as t from "../db/schema";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import { PHONE_MESSAGE } from "../../shared/api/auth";
import type { InitAnswer } from "../../shared/api/init";
import {
  CUSTOMER_NOT_FOUND,
  LAST_ADMIN,
  MEMBER_NOT_FOUND,
  OWN_ADMIN_ROLE,
  type AdminCustomer,
  type AdminCustomersAnswer,
  type AdminStaffAnswer,
  type AdminStaffMember,
} from "../../shared/api/admin-people";
import type { AdminWebsitesAnswer } from "../../shared/api/websites";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper
const SUPERADMIN = "9876543213";
const CUSTOMERS = "/s/api/admin/people/customers";
const STAFF = "/s/api/admin/people/staff";

let h: TestApp;
let anita: ShopClient;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.42.0.${++ips}`);
  const res = await client.post("/s/api/test/sign-in", { phone }, { xsrf: false });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
const userByPhone = async (phone: string) => (await h.services.db.select().from(t.users).where(eq(t.users.phone, phone)))[0];
let phones = 0;
/** A 10-digit mobile number nobody has yet. */
const newPhone = () => `70000${String(++phones).padStart(5, "0")}`;

/** A person with the given orders and addresses, straight into the database. */
async function customer(name: string, opts: { orders?: { website: string; number: string; amount: number; status?: string }[]; addressOn?: string[] } = {}) {
  const [user] = await h.services.db.insert(t.users).values({ phone: newPhone(), name }).returning();
  for (const o of opts.orders ?? []) {
    await h.services.db.insert(t.orders).values({ websiteId: await websiteId(o.website), userId: user!.id, orderNumber: o.number, status: o.status ?? "placed", amount: o.amount });
  }
  for (const website of opts.addressOn ?? []) {
    await h.services.db
      .insert(t.addresses)
      .values({ websiteId: await websiteId(website), userId: user!.id, name, phone: user!.phone, line1: `${name}'s house`, city: "Pune", state: "Maharashtra", pincode: "411001" });
  }
  return user!;
}

const addRole = (c: ShopClient, body: Record<string, unknown>) => c.post(STAFF, body);
const removeRole = (c: ShopClient, userId: number | string, role: string) => c.request("DELETE", `${STAFF}/${userId}/roles/${role}`);
const staffList = async (c = anita) => ((await c.get(STAFF)).json() as AdminStaffAnswer).data;

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
});
afterAll(() => h.close());

describe("who may use the people routes", () => {
  it("answers 401 to a visitor and 403 to a shopper, and adds nobody", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.42.9.1");
    const priya = await signedIn(PRIYA);
    const phone = newPhone();
    for (const [client, status] of [
      [visitor, 401],
      [priya, 403],
    ] as const) {
      for (const res of [
        await client.get(CUSTOMERS),
        await client.get(`${CUSTOMERS}/1`),
        await client.get(STAFF),
        await addRole(client, { phone, role: "admin" }),
        await removeRole(client, 1, "admin"),
      ]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(Object.keys(res.json() as object)).toEqual(["message"]);
      }
    }
    expect(await userByPhone(phone)).toBeUndefined();
  });
});

describe("customers", () => {
  it("lists the people with orders or addresses here, latest order first, searched by name or phone", async () => {
    const ordered = await customer("Meera Iyer", { orders: [{ website: "demo", number: "PPL-1001", amount: 45_050 }] });
    const addressOnly = await customer("Meera Nair", { addressOn: ["demo"] });
    await customer("Meera Elsewhere", { orders: [{ website: "fresh", number: "PPL-2001", amount: 1_000 }], addressOn: ["fresh"] });
    await customer("Meera Nobody");

    const res = await anita.get(`${CUSTOMERS}?q=meera`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = res.json() as AdminCustomersAnswer;
    expect(answer.meta).toEqual({ total: 2, page: 1, per_page: 20 });
    expect(answer.data.map((c) => [c.name, c.order_count, c.address_count])).toEqual([
      ["Meera Iyer", 1, 0],
      ["Meera Nair", 0, 1],
    ]);
    expect(answer.data[0]!.last_order_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(answer.data[1]!.last_order_at).toBeNull();

    // By phone, as typed with the country code and spaces.
    const byPhone = (await anita.get(`${CUSTOMERS}?q=${encodeURIComponent(`+91 ${addressOnly.phone.slice(0, 5)} ${addressOnly.phone.slice(5)}`)}`)).json() as AdminCustomersAnswer;
    expect(byPhone.data.map((c) => c.id)).toEqual([addressOnly.id]);
    expect(((await anita.get(`${CUSTOMERS}?q=${ordered.phone.slice(4)}`)).json() as AdminCustomersAnswer).data.map((c) => c.id)).toEqual([ordered.id]);

    // Pages.
    const page2 = (await anita.get(`${CUSTOMERS}?q=meera&per_page=5&page=2`)).json() as AdminCustomersAnswer;
    expect(page2).toEqual({ data: [], meta: { total: 2, page: 2, per_page: 5 } });
    const everyone = (await anita.get(`${CUSTOMERS}?per_page=5`)).json() as AdminCustomersAnswer;
    expect(everyone.data).toHaveLength(Math.min(5, everyone.meta.total));

    // On Fresh Basket, only its own customer.
    const fresh = await signedIn(ANITA, FRESH);
    expect(((await fresh.get(`${CUSTOMERS}?q=meera`)).json() as AdminCustomersAnswer).data.map((c) => c.name)).toEqual(["Meera Elsewhere"]);

    for (const query of ["page=0", "per_page=3", `q=${"x".repeat(101)}`, "page=abc"]) {
      expect((await anita.get(`${CUSTOMERS}?${query}`)).statusCode, query).toBe(422);
    }
  });

  it("shows a customer's orders and addresses here, and nobody who is not this website's customer", async () => {
    const person = await customer("Kabir Shah", {
      orders: [
        { website: "demo", number: "PPL-3001", amount: 12_345, status: "delivered" },
        { website: "demo", number: "PPL-3002", amount: 99_900 },
        { website: "fresh", number: "PPL-3003", amount: 5_000 },
      ],
      addressOn: ["demo", "fresh"],
    });
    const res = await anita.get(`${CUSTOMERS}/${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminCustomer;
    expect(detail).toMatchObject({ id: person.id, name: "Kabir Shah", phone: person.phone, order_count: 2 });
    expect(detail.orders.map((o) => [o.order_number, o.status, o.amount]).sort()).toEqual([
      ["PPL-3001", "delivered", 123.45],
      ["PPL-3002", "placed", 999],
    ]);
    expect(detail.addresses).toHaveLength(1);
    expect(detail.addresses[0]).toMatchObject({ line1: "Kabir Shah's house", pincode: "411001" });
    expect(res.body).not.toContain("PPL-3003");

    const stranger = await customer("Only Fresh", { orders: [{ website: "fresh", number: "PPL-4001", amount: 1 }] });
    const nobody = await customer("No Orders");
    for (const id of [stranger.id, nobody.id, 2_000_000_000]) {
      const missing = await anita.get(`${CUSTOMERS}/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: CUSTOMER_NOT_FOUND });
    }
    for (const id of ["0", "abc", "1e3", "99999999999"]) expect((await anita.get(`${CUSTOMERS}/${id}`)).statusCode, id).toBe(422);
  });
});

describe("staff", () => {
  it("lists the website's members with their roles", async () => {
    const staff = await staffList();
    const me = staff.find((m) => m.phone === ANITA);
    expect(me?.roles).toContain("admin");
    expect(staff.every((m) => m.roles.length > 0)).toBe(true);
    // Only members of this website with a role: a customer's membership (the demo shopper's) is no staff.
    const withRole = or(eq(t.websiteMembers.isAdmin, true), eq(t.websiteMembers.isSalesAgent, true), eq(t.websiteMembers.isStaff, true));
    const demoMembers = (
      await h.services.db
        .select({ n: count() })
        .from(t.websiteMembers)
        .where(and(eq(t.websiteMembers.websiteId, await websiteId("demo")), withRole))
    )[0]!.n;
    expect(staff.length).toBe(demoMembers);
  });

  it("makes an account for a new phone, and its owner signs in to the agent dashboard, then the owner's tools", async () => {
    const phone = newPhone();
    const added = await addRole(anita, { phone, role: "sales_agent", name: "Sunil Rao" });
    expect(added.statusCode, added.body).toBe(200);
    const member = added.json() as AdminStaffMember;
    expect(member).toEqual({ user_id: member.user_id, name: "Sunil Rao", phone, roles: ["sales_agent"] });
    expect(await userByPhone(phone)).toMatchObject({ name: "Sunil Rao", superadmin: false });

    const sunil = await signedIn(phone);
    const init = (await sunil.get("/s/api/init")).json() as InitAnswer;
    expect(init.user).toMatchObject({ phone, isSalesAgent: true, hasAdminAccess: false });
    expect((await sunil.get("/s/api/agent/dashboard")).statusCode).toBe(200);
    expect((await sunil.get("/s/api/admin/websites")).json()).toMatchObject({ websites: [], active_website_id: null });
    expect((await sunil.get(CUSTOMERS)).statusCode).toBe(403);

    // Adding a role to a known phone keeps its account and name.
    const again = await addRole(anita, { phone, role: "admin", name: "Ignored Name" });
    expect(again.json()).toEqual({ user_id: member.user_id, name: "Sunil Rao", phone, roles: ["admin", "sales_agent"] });
    const websites = (await sunil.get("/s/api/admin/websites")).json() as AdminWebsitesAnswer;
    expect(websites.active_website_id).toBe(await websiteId("demo"));
    expect(((await sunil.get("/s/api/init")).json() as InitAnswer).user).toMatchObject({ hasAdminAccess: true, isSalesAgent: true });
    // The back office's and the page builder's APIs answer him.
    expect((await sunil.get(CUSTOMERS)).statusCode).toBe(200);
    expect((await sunil.get("/s/api/admin/pages")).statusCode).toBe(200);
    // Not on another website.
    expect((await signedIn(phone, FRESH).then((c) => c.get(CUSTOMERS))).statusCode).toBe(403);

    // A role already held is no change, and is not logged again.
    expect((await addRole(anita, { phone, role: "admin" })).json()).toMatchObject({ roles: ["admin", "sales_agent"] });
    const audit = (await anita.get(`/s/api/admin/audit?entity_type=staff&entity_id=${member.user_id}`)).json() as AuditAnswer;
    expect(audit.data.map((e) => [e.action, e.before?.roles, e.after?.roles])).toEqual([
      ["add_role", ["sales_agent"], ["admin", "sales_agent"]],
      ["add_role", [], ["sales_agent"]],
    ]);

    // Taken away, each right goes at once.
    const removed = await removeRole(anita, member.user_id, "sales_agent");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ roles: ["admin"] });
    expect((await sunil.get("/s/api/agent/dashboard")).statusCode).toBe(403);
    expect((await removeRole(anita, member.user_id, "admin")).json()).toMatchObject({ roles: [] });
    expect((await sunil.get(CUSTOMERS)).statusCode).toBe(403);
    expect((await staffList()).some((m) => m.user_id === member.user_id)).toBe(false);
    const [row] = await h.services.db.select().from(t.websiteMembers).where(eq(t.websiteMembers.userId, member.user_id));
    expect(row).toBeUndefined();
    const log = (await anita.get(`/s/api/admin/audit?entity_type=staff&action=remove_role&entity_id=${member.user_id}`)).json() as AuditAnswer;
    expect(log.data.map((e) => e.after?.role)).toEqual(["admin", "sales_agent"]);
    // Gone from the staff, the role cannot be taken away again.
    expect((await removeRole(anita, member.user_id, "admin")).statusCode).toBe(404);
  });

  it("tells nothing of a phone's other websites: not its name there, nor whether it had an account; the name typed is this website's", async () => {
    const elsewhere = await customer("Name Only Fresh Basket Knows", { orders: [{ website: "fresh", number: "PPL-5001", amount: 1_000 }] });
    const never = newPhone();
    const answers: AdminStaffMember[] = [];
    for (const phone of [elsewhere.phone, never]) {
      const res = await addRole(anita, { phone, role: "staff" });
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json() as AdminStaffMember);
    }
    // One answer for both, but for the phone and id: no name, no word of an account.
    expect(answers.map((m) => Object.keys(m).sort())).toEqual([
      ["name", "phone", "roles", "user_id"],
      ["name", "phone", "roles", "user_id"],
    ]);
    expect(answers.map((m) => [m.name, m.roles])).toEqual([
      ["", ["staff"]],
      ["", ["staff"]],
    ]);
    const listed = await anita.get(STAFF);
    expect(listed.body).not.toContain("Name Only Fresh Basket Knows");
    expect(answers.map((m) => (listed.json() as AdminStaffAnswer).data.find((r) => r.user_id === m.user_id)?.name)).toEqual(["", ""]);
    const audit = await anita.get("/s/api/admin/audit?entity_type=staff&action=add_role");
    const entries = (audit.json() as AuditAnswer).data.filter((e) => answers.some((m) => m.user_id === e.entity_id));
    expect(entries.map((e) => Object.keys(e.after ?? {}).sort())).toEqual([
      ["phone", "role", "roles"],
      ["phone", "role", "roles"],
    ]);
    expect(audit.body).not.toContain("Name Only Fresh Basket Knows");
    // Alike afterwards too, as this website's customers.
    const asCustomers = await Promise.all(answers.map(async (m) => ((await anita.get(`${CUSTOMERS}?q=${m.phone}`)).json() as AdminCustomersAnswer).data.map((c) => [c.name, c.order_count])));
    expect(asCustomers[0]).toEqual(asCustomers[1]);

    // A name typed for them is this website's name for them, kept when they are added again;
    // their account keeps its own, which Fresh Basket still shows.
    const named = await addRole(anita, { phone: elsewhere.phone, role: "sales_agent", name: "Ravi At The Demo" });
    expect(named.json()).toEqual({ user_id: elsewhere.id, name: "Ravi At The Demo", phone: elsewhere.phone, roles: ["sales_agent", "staff"] });
    expect((await addRole(anita, { phone: elsewhere.phone, role: "admin", name: "Another Name" })).json()).toMatchObject({ name: "Ravi At The Demo" });
    expect((await staffList()).find((m) => m.user_id === elsewhere.id)?.name).toBe("Ravi At The Demo");
    expect((await userByPhone(elsewhere.phone))?.name).toBe("Name Only Fresh Basket Knows");
    const fresh = await signedIn(ANITA, FRESH);
    expect(((await fresh.get(`${CUSTOMERS}?q=${elsewhere.phone}`)).json() as AdminCustomersAnswer).data.map((c) => c.name)).toEqual(["Name Only Fresh Basket Knows"]);
    const removed = await removeRole(anita, elsewhere.id, "admin");
    expect(removed.json()).toEqual({ user_id: elsewhere.id, name: "Ravi At The Demo", phone: elsewhere.phone, roles: ["sales_agent", "staff"] });

    // Someone this website knew (a customer, a member added before) goes by the name it knew.
    const regular = await customer("Regular Of The Demo", { orders: [{ website: "demo", number: "PPL-5002", amount: 1_000 }] });
    expect((await addRole(anita, { phone: regular.phone, role: "staff", name: "Not Used" })).json()).toMatchObject({ name: "Regular Of The Demo" });
    expect((await staffList()).find((m) => m.phone === ANITA)?.name).toBe("Anita Desai");
  });

  it("refuses an admin's removing their own admin role, and the last admin's", async () => {
    const me = (await userByPhone(ANITA))!;
    const own = await removeRole(anita, me.id, "admin");
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: OWN_ADMIN_ROLE });

    // A superadmin takes away every other admin's role, then cannot take the last one's.
    const superadmin = await signedIn(SUPERADMIN);
    for (const other of (await staffList(superadmin)).filter((m) => m.roles.includes("admin") && m.user_id !== me.id)) {
      expect((await removeRole(superadmin, other.user_id, "admin")).statusCode).toBe(200);
    }
    const last = await removeRole(superadmin, me.id, "admin");
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: LAST_ADMIN });
    const [row] = await h.services.db
      .select()
      .from(t.websiteMembers)
      .where(and(eq(t.websiteMembers.userId, me.id), eq(t.websiteMembers.websiteId, await websiteId("demo"))));
    expect(row?.isAdmin).toBe(true);
    // With a second admin, the first may go.
    const second = (await addRole(anita, { phone: newPhone(), role: "admin" })).json() as AdminStaffMember;
    expect((await removeRole(anita, second.user_id, "admin")).statusCode).toBe(200);
  });

  it("refuses bad phones, roles and names with a message on the field, and adds nobody", async () => {
    const members = (await h.services.db.select({ n: count() }).from(t.websiteMembers))[0]!.n;
    const users = (await h.services.db.select({ n: count() }).from(t.users))[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: "12345", role: "admin" }, "phone", PHONE_MESSAGE],
      [{ phone: "5876543210", role: "admin" }, "phone", PHONE_MESSAGE],
      [{ phone: "98765432100", role: "admin" }, "phone", PHONE_MESSAGE],
      [{ phone: "", role: "admin" }, "phone", "Phone is required"],
      [{ phone: 9876543210, role: "admin" }, "phone", "Phone is required"],
      [{ phone: newPhone(), role: "owner" }, "role", "The role must be one of admin, sales_agent, staff"],
      [{ phone: newPhone() }, "role", "The role must be one of admin, sales_agent, staff"],
      [{ phone: newPhone(), role: "staff", name: "<b>Boss</b>" }, "name", "Name cannot hold < or >"],
      [{ phone: newPhone(), role: "staff", name: "x".repeat(81) }, "name", "Name can be at most 80 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await addRole(anita, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((res.json() as { errors: Record<string, string> }).errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await removeRole(anita, 1, "owner")).statusCode).toBe(422);
    expect((await removeRole(anita, "abc", "admin")).statusCode).toBe(422);
    expect((await h.services.db.select({ n: count() }).from(t.websiteMembers))[0]!.n).toBe(members);
    expect((await h.services.db.select({ n: count() }).from(t.users))[0]!.n).toBe(users);
  });

  it("does not reach another website's members", async () => {
    // A staff member of Fresh Basket only.
    const fresh = await signedIn(ANITA, FRESH);
    const theirs = (await addRole(fresh, { phone: newPhone(), role: "staff" })).json() as AdminStaffMember;
    const res = await removeRole(anita, theirs.user_id, "staff");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MEMBER_NOT_FOUND });
    expect((await staffList(fresh)).some((m) => m.user_id === theirs.user_id)).toBe(true);
    expect((await staffList()).some((m) => m.user_id === theirs.user_id)).toBe(false);
    expect((await removeRole(anita, 2_000_000_000, "staff")).statusCode).toBe(404);
  });
});
