// Admins saving and publishing one page at the same moment through two server processes that
// share one PostgreSQL (issue 10): the revision check must be the database's, since no lock
// inside one process reaches the other. Exactly one write from a revision wins; the losers are
// told and write nothing; every published version is kept once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { and, eq } from "drizzle-orm";
import "../testing/provided-context";
import * as t from "../db/schema";
import { PAGE_CHANGED_ELSEWHERE, type AdminPageAnswer, type AdminPagesAnswer, type DraftAnswer } from "../../shared/api/admin-pages";
import { openDatabase, type Database } from "../db/client";
import { adminQuery, databaseUrl, randomName } from "../db/admin";
import { HttpShopper } from "../testing/http-shopper";
import { startServerProcess, type ServerProcess } from "../testing/server-process";

const PAGES = "/s/api/admin/pages";
let name = "";
let db: Database;
let servers: ServerProcess[] = [];
let admins: HttpShopper[] = [];
let pageId = 0;

beforeAll(async () => {
  name = randomName("kirana_pages");
  await adminQuery(`create database ${name} template ${inject("kiranaTestTemplate")}`);
  db = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  servers = await Promise.all([0, 1].map(() => startServerProcess({ databaseUrl: databaseUrl(name), nodeEnv: "test" })));
  // Two sessions of the demo store's admin, each spreading its requests over both servers.
  admins = [new HttpShopper(servers.map((s) => s.base)), new HttpShopper(servers.map((s) => s.base).reverse())];
  for (const admin of admins) expect((await admin.request("POST", "/s/api/test/sign-in", { phone: "9876543212" })).status).toBe(200);
  pageId = (await admins[0]!.request("GET", PAGES)).json<AdminPagesAnswer>().pages.find((p) => p.url === "/")!.id;
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

const read = async () => (await admins[0]!.request("GET", `${PAGES}/${pageId}`)).json<AdminPageAnswer>();

describe("one page, edited at the same moment on two servers", () => {
  it("keeps exactly one of twenty drafts saved from the same revision", async () => {
    const { page, published } = await read();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admins[i % 2]!.request("PUT", `${PAGES}/${pageId}/draft`, { base_revision: page.revision, doc: { ...published, seo_title: `Edit ${i}` } })),
    );
    const saved = answers.filter((a) => a.status === 200);
    expect(saved).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.json<{ message: string }>().message)).toEqual(Array(19).fill(PAGE_CHANGED_ELSEWHERE));
    const winner = answers.findIndex((a) => a.status === 200);
    const after = await read();
    expect(after.draft!.seo_title).toBe(`Edit ${winner}`);
    expect(after.page.revision).toBe(saved[0]!.json<DraftAnswer>().revision);
    expect(after.page.revision).toBe(page.revision + 1);
  }, 60_000);

  it("lets a publish or a save win, never both, and keeps each version once", async () => {
    for (let round = 0; round < 5; round++) {
      const { page, published } = await read();
      const base = (await admins[0]!.request("PUT", `${PAGES}/${pageId}/draft`, { base_revision: page.revision, doc: { ...published, seo_title: `Round ${round}` } })).json<DraftAnswer>().revision;
      const [publishing, saving] = await Promise.all([
        admins[0]!.request("POST", `${PAGES}/${pageId}/publish`, { base_revision: base }),
        admins[1]!.request("PUT", `${PAGES}/${pageId}/draft`, { base_revision: base, doc: { ...published, seo_title: `Other ${round}` } }),
      ]);
      expect([publishing.status, saving.status].sort(), `${publishing.text} ${saving.text}`).toEqual([200, 409]);
      const after = await read();
      expect(after.page.revision).toBe(base + 1);
      if (publishing.status === 200) {
        expect(after.published.seo_title).toBe(`Round ${round}`);
        expect(after.draft).toBeNull();
      } else {
        expect(after.draft!.seo_title).toBe(`Other ${round}`);
      }
      // Every version the page has reached is kept, once.
      const kept = await db.db.select({ version: t.pageVersions.version }).from(t.pageVersions).where(eq(t.pageVersions.pageId, pageId));
      expect(kept.map((v) => v.version).sort((a, b) => a - b)).toEqual(Array.from({ length: after.page.version }, (_, i) => i + 1));
      const [current] = await db.db
        .select({ doc: t.pageVersions.doc })
        .from(t.pageVersions)
        .where(and(eq(t.pageVersions.pageId, pageId), eq(t.pageVersions.version, after.page.version)));
      expect(current!.doc).toEqual(after.published);
    }
  }, 120_000);
});
