// Issue 24, item 2 (ADR 0048): a website's own domain is served only after its owner proved
// control of it with a DNS TXT record or a file carrying the domain's token. Until then the
// domain answers its verification path and a plain "not yet verified" page, nothing of the shop;
// the check never fetches from a private address nor follows a redirect. DNS and HTTP are faked.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as t from "../db/schema";
import { DOMAIN_NOT_OURS, type WebsiteDomainsAnswer } from "../../shared/api/website-domains";
import type { CreatedWebsite } from "../../shared/api/websites";
import type { DomainProbe, ProbeAnswer } from "../domain/websites/domain-probe";
import { domainRows, isServerOwnName, newVerificationToken, VERIFICATIONS_PER_HOUR } from "../domain/websites/domain-verification";
import { createWebsiteForOwner } from "../domain/websites/website-for-owner";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const RAVI = "9876543211"; // the demo store's sales agent, not an admin

/** What the fake internet holds: TXT records, addresses, and what each address answers. */
const dns = { txt: new Map<string, string[]>(), addresses: new Map<string, string[]>() };
/** Per host, the answer to a GET; "self" sends the request to this very server. */
const web = new Map<string, ProbeAnswer | "self">();
const fetched: string[] = [];

const probe: DomainProbe = {
  txt: async (name) => dns.txt.get(name) ?? [],
  addresses: async (name) => dns.addresses.get(name) ?? [],
  async get(address, host, path) {
    fetched.push(`${address} ${host}${path}`);
    const answer = web.get(host);
    if (!answer) throw new Error("connection refused");
    if (answer !== "self") return answer;
    // The domain's DNS points at this server: it answers for itself.
    const res = await h.app.inject({ method: "GET", url: path, headers: { host } });
    return { status: res.statusCode, location: (res.headers.location as string | undefined) ?? null, body: res.body, truncated: false };
  },
};

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ domainProbe: probe });
});
afterAll(() => h.close());

let people = 0;
let ips = 0;
/** A new person, signed in on the demo store. */
async function newPerson(): Promise<ShopClient> {
  const phone = `70000000${String(++people).padStart(2, "0")}`;
  await h.services.db.insert(t.users).values({ phone, name: `Owner ${people}` });
  return signedIn(phone);
}
async function signedIn(phone: string): Promise<ShopClient> {
  const client = new ShopClient(h.app, DEMO, `10.9.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

/** A person's first website, at a domain of their own; the owner's client and the domain's token. */
async function ownShop(domain: string, name = `Shop at ${domain}`) {
  const owner = await newPerson();
  const res = await owner.post("/s/api/admin/websites", { name, domain });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreatedWebsite;
  const listed = await domainsOf(owner);
  const entry = listed.domains.find((d) => d.domain === domain)!;
  return { owner, created, token: entry.verification!.file_body, entry };
}

const domainsOf = async (client: ShopClient) => {
  const res = await client.get("/s/api/admin/site/domains");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebsiteDomainsAnswer;
};
const verify = (client: ShopClient, domain: string) => client.post("/s/api/admin/site/domains/verify", { domain });

/** A request as a browser at `host` sends it: the Host header, no x-web-url, no cookie. */
const at = (host: string, url: string, method: "GET" | "POST" = "GET") => h.app.inject({ method, url, headers: { host } });

/** What an unverified domain answers: the plain page (or §8 body under the API), and nothing of the shop. */
function expectNotVerified(res: Awaited<ReturnType<typeof at>>, host: string, shopName: string) {
  expect(res.statusCode).toBe(404);
  expect(res.headers["set-cookie"]).toBeUndefined();
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).toContain(`${host} is not yet verified`);
  expect(res.body).not.toContain(shopName);
}

describe("an own domain waiting for its proof", () => {
  it("is stored unverified with its own random token; the server's own names are verified at once", async () => {
    const { created, entry, token } = await ownShop("shop.waiting.in", "Waiting Stores");
    expect(created.website).toMatchObject({ domains: ["shop-waiting-in.localhost"], pending_domains: ["shop.waiting.in"] });
    expect(entry).toEqual({
      domain: "shop.waiting.in",
      verified: false,
      verified_at: null,
      verification: {
        txt_name: "_kirana-verification.shop.waiting.in",
        txt_value: `kirana-verification=${token}`,
        file_url: `http://shop.waiting.in/.well-known/kirana-verification/${token}`,
        file_body: token,
      },
      lang: null,
    });
    // 192 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await h.services.db.select().from(t.websiteDomains).where(eq(t.websiteDomains.domain, "shop-waiting-in.localhost"));
    expect(row).toMatchObject({ verificationToken: null });
    expect(row!.verifiedAt).toBeInstanceOf(Date);

    expect(newVerificationToken()).not.toBe(newVerificationToken());
    expect(isServerOwnName("fresh.localhost")).toBe(true);
    expect(isServerOwnName("fresh.kirana.example", "kirana.example")).toBe(true);
    expect(isServerOwnName("kirana.example.evil.in", "kirana.example")).toBe(false);
    expect(isServerOwnName("evilkirana.example", "kirana.example")).toBe(false);
    const rows = domainRows(1, ["a.kirana.example", "a.localhost", "a.example.in"], { baseDomain: "kirana.example" });
    expect(rows.map((r) => [r.domain, r.verifiedAt !== null, r.verificationToken !== null])).toEqual([
      ["a.kirana.example", true, false],
      ["a.localhost", true, false],
      ["a.example.in", false, true],
    ]);
  });

  it("answers only its verification path and a plain not-verified page; the subdomain serves the shop", async () => {
    const { token } = await ownShop("shop.pending.in", "Pending Provisions");
    for (const url of ["/", "/products", "/auth/login", "/assets/index.js", `/.well-known/kirana-verification/${token}x`, "/.well-known/kirana-verification/"]) {
      const res = await at("shop.pending.in", url);
      expectNotVerified(res, "shop.pending.in", "Pending Provisions");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
    // The API answers nothing either, whichever way the host is named, and starts no session.
    for (const res of [
      await at("shop.pending.in", "/s/api/init"),
      await at("shop.pending.in", "/s/api/cookie"),
      await at("shop.pending.in", "/s/api/cart/add", "POST"),
      await new ShopClient(h.app, "http://shop.pending.in").get("/s/api/init"),
    ]) {
      expectNotVerified(res, "shop.pending.in", "Pending Provisions");
      expect(res.json()).toEqual({ message: expect.stringContaining("shop.pending.in is not yet verified") });
    }
    const answer = await at("shop.pending.in", `/.well-known/kirana-verification/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body).toBe(token);
    expect(answer.headers["set-cookie"]).toBeUndefined();

    const sub = await new ShopClient(h.app, "http://shop-pending-in.localhost:3000").get("/s/api/init");
    expect(sub.statusCode).toBe(200);
    expect(sub.json().web.name).toBe("Pending Provisions");
  });
});

describe("verifying", () => {
  it("accepts the TXT record, and the domain serves the shop at once", async () => {
    const { owner, token } = await ownShop("shop.txt.in", "Txt Traders");
    // Asked for (and refused) before: the cached answer must not outlive the verification.
    expectNotVerified(await at("shop.txt.in", "/s/api/init"), "shop.txt.in", "Txt Traders");
    dns.txt.set("_kirana-verification.shop.txt.in", ["v=spf1 -all", `kirana-verification=${token}`]);
    const res = await verify(owner, "shop.txt.in");
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as WebsiteDomainsAnswer).domains.find((d) => d.domain === "shop.txt.in")!;
    expect(entry).toMatchObject({ verified: true, verification: null });
    expect(new Date(entry.verified_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(fetched.filter((f) => f.includes("shop.txt.in"))).toEqual([]);

    const init = await at("shop.txt.in", "/s/api/init");
    expect(init.statusCode).toBe(200);
    expect(init.json().web.name).toBe("Txt Traders");
    // The owner's list now links to it.
    const list = (await owner.get("/s/api/admin/websites")).json();
    expect(list.websites[0]).toMatchObject({ pending_domains: [], domains: expect.arrayContaining(["shop.txt.in", "shop-txt-in.localhost"]) });
    // Asking again changes nothing and checks nothing.
    expect((await verify(owner, "shop.txt.in")).statusCode).toBe(200);
  });

  it("accepts the file at the domain, served elsewhere or by this server itself", async () => {
    const elsewhere = await ownShop("shop.file.in", "File Foods");
    dns.addresses.set("shop.file.in", ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"]);
    web.set("shop.file.in", { status: 200, location: null, body: `${elsewhere.token}\n`, truncated: false });
    const res = await verify(elsewhere.owner, "shop.file.in");
    expect(res.statusCode, res.body).toBe(200);
    expect(fetched).toContain(`93.184.216.34 shop.file.in/.well-known/kirana-verification/${elsewhere.token}`);
    expect((await at("shop.file.in", "/s/api/init")).json().web.name).toBe("File Foods");

    // The domain's DNS already points at this server: its verification path answers for itself.
    const here = await ownShop("shop.here.in", "Here Groceries");
    dns.addresses.set("shop.here.in", ["93.184.216.35"]);
    web.set("shop.here.in", "self");
    const self = await verify(here.owner, "shop.here.in");
    expect(self.statusCode, self.body).toBe(200);
    expect((await at("shop.here.in", "/s/api/init")).json().web.name).toBe("Here Groceries");
  });

  it("never fetches from a private, loopback or link-local address", async () => {
    const { owner, token } = await ownShop("shop.inner.in", "Inner Shop");
    web.set("shop.inner.in", { status: 200, location: null, body: token, truncated: false });
    for (const addresses of [["127.0.0.1"], ["10.1.2.3"], ["::1"], ["::ffff:127.0.0.1"], ["169.254.169.254"], ["fd12::1"], ["93.184.216.34", "192.168.1.10"]]) {
      dns.addresses.set("shop.inner.in", addresses);
      const res = await verify(owner, "shop.inner.in");
      expect(res.statusCode, addresses.join()).toBe(422);
      expect(res.json().message).toMatch(/a private or local address, which this server does not fetch from/);
      expect(res.json().errors.domain).toBe(res.json().message);
    }
    expect(fetched.filter((f) => f.includes("shop.inner.in"))).toEqual([]);
    expectNotVerified(await at("shop.inner.in", "/"), "shop.inner.in", "Inner Shop");
  });

  it("refuses a redirect without following it", async () => {
    const { owner } = await ownShop("shop.moved.in", "Moved Mart");
    dns.addresses.set("shop.moved.in", ["93.184.216.36"]);
    web.set("shop.moved.in", { status: 302, location: "http://169.254.169.254/latest/meta-data/", body: "", truncated: false });
    const res = await verify(owner, "shop.moved.in");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain("redirects to http://169.254.169.254/latest/meta-data/; redirects are not followed");
    expect(fetched.filter((f) => f.includes("shop.moved.in") || f.includes("169.254"))).toHaveLength(1);
  });

  it("refuses a wrong token, a missing record and an error page, saying what it found", async () => {
    const { owner, token } = await ownShop("shop.wrong.in", "Wrong Token Store");
    let res = await verify(owner, "shop.wrong.in");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "shop.wrong.in is not verified yet. DNS: there is no TXT record at _kirana-verification.shop.wrong.in yet (a new record can take up to an hour to appear). File: shop.wrong.in has no address in DNS yet.",
    );

    const other = newVerificationToken();
    dns.txt.set("_kirana-verification.shop.wrong.in", [`kirana-verification=${other}`]);
    dns.addresses.set("shop.wrong.in", ["93.184.216.37"]);
    web.set("shop.wrong.in", { status: 200, location: null, body: other, truncated: false });
    res = await verify(owner, "shop.wrong.in");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`the TXT record at _kirana-verification.shop.wrong.in does not hold kirana-verification=${token}`);
    expect(res.json().message).toContain(`answered, but its text is not the token ${token}`);

    web.set("shop.wrong.in", { status: 404, location: null, body: "Not Found", truncated: false });
    res = await verify(owner, "shop.wrong.in");
    expect(res.json().message).toContain("answered with HTTP status 404 instead of the file");
    // The token followed by more text is not the token.
    web.set("shop.wrong.in", { status: 200, location: null, body: token + "x".repeat(4096), truncated: true });
    res = await verify(owner, "shop.wrong.in");
    expect(res.json().message).toContain("its text is not the token");

    expect((await domainsOf(owner)).domains.find((d) => d.domain === "shop.wrong.in")).toMatchObject({ verified: false });
    expectNotVerified(await at("shop.wrong.in", "/"), "shop.wrong.in", "Wrong Token Store");
  });

  it("is for the website's own admins: another website's admin cannot verify it, nor see it", async () => {
    const { token } = await ownShop("shop.theirs.in", "Theirs Provisions");
    dns.txt.set("_kirana-verification.shop.theirs.in", [`kirana-verification=${token}`]);
    const anita = await signedIn(ANITA);
    const res = await verify(anita, "shop.theirs.in");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: DOMAIN_NOT_OURS, errors: { domain: DOMAIN_NOT_OURS } });
    // The same answer as for a domain nobody has.
    expect((await verify(anita, "nobody.example.in")).json()).toEqual(res.json());
    expect(JSON.stringify(await domainsOf(anita))).not.toContain("shop.theirs.in");
    expect((await verify(await signedIn(RAVI), "shop.theirs.in")).statusCode).toBe(403);
    const visitor = new ShopClient(h.app, DEMO, "10.9.1.1");
    expect((await verify(visitor, "shop.theirs.in")).statusCode).toBe(401);
    expect((await visitor.get("/s/api/admin/site/domains")).statusCode).toBe(401);
    expectNotVerified(await at("shop.theirs.in", "/"), "shop.theirs.in", "Theirs Provisions");
  });

  it("refuses malformed requests in the §8 shape, and checks at most so often", async () => {
    const { owner } = await ownShop("shop.often.in", "Often Checked");
    for (const body of [{}, { domain: 7 }, { domain: "" }, { domain: "shop.often.in", extra: 1 }, []]) {
      const res = await owner.post("/s/api/admin/site/domains/verify", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    for (let i = 0; i < VERIFICATIONS_PER_HOUR.limit; i++) expect((await verify(owner, "shop.often.in")).statusCode).toBe(422);
    const limited = await verify(owner, "shop.often.in");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("domains the server's operator made", () => {
  it("serves a domain made by npm run website:create at once", async () => {
    const made = await createWebsiteForOwner(h.services.db, { phone: "7000000099", name: "Operator's Owner", superadmin: false }, { name: "Operator Made", domain: "shop.operator.in" });
    expect(made.domains).toContain("shop.operator.in");
    const rows = await h.services.db.select().from(t.websiteDomains).where(eq(t.websiteDomains.websiteId, made.id));
    expect(rows.every((r) => r.verifiedAt !== null)).toBe(true);
    const init = await at("shop.operator.in", "/s/api/init");
    expect(init.statusCode).toBe(200);
    expect(init.json().web.name).toBe("Operator Made");
  });

  it("keeps serving every domain that existed before migration 0013, the demo store's too", async () => {
    expect((await at("localhost:3000", "/s/api/init")).statusCode).toBe(200);
    // The database as it was before 0013, with a domain an owner had typed; then 0013 itself.
    const db = h.services.db;
    const [demo] = await db.select({ websiteId: t.websiteDomains.websiteId }).from(t.websiteDomains).where(eq(t.websiteDomains.domain, "localhost"));
    await db.execute(sql`ALTER TABLE users DROP COLUMN website_creator_approved_at`);
    await db.execute(sql`ALTER TABLE website_domains DROP COLUMN verification_token, DROP COLUMN verified_at`);
    await db.execute(sql`INSERT INTO website_domains (domain, website_id) VALUES ('old.example.in', ${demo!.websiteId})`);
    const migration = await readFile(new URL("../db/migrations/0013_domain_verification.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const rows = await db.select().from(t.websiteDomains);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.verifiedAt === null)).toEqual([]);
    expect(rows.find((r) => r.domain === "old.example.in")!.verifiedAt).toBeInstanceOf(Date);
    h.services.websites.forget();
    expect((await at("old.example.in", "/s/api/init")).json().web.name).toBe("Kirana Demo Store");
  });
});
