// The page builder's pages (issue 10, ADR 0030): a website's pages with their drafts, new
// content pages, publishing, and the published versions. Every call names the website it acts
// on and finds pages only within it, so another website's page id is simply not found.
//
// Concurrency: every change but a new page names the revision it was made from, and is written
// by one `update … where revision = base`, which the database runs atomically: of two admins
// saving from the same revision, one is refused (PAGE_CHANGED_ELSEWHERE) and nothing of theirs
// is written. A publish writes the page, keeps its new version and clears its draft in one
// transaction.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  NEVER_PUBLISHED,
  NOTHING_TO_PUBLISH,
  PAGE_CHANGED_ELSEWHERE,
  PAGE_IS_SYSTEM,
  PAGE_URL_IS_SYSTEM,
  PAGE_URL_TAKEN,
  type AdminPageAnswer,
  type AdminPageSummary,
  type DraftAnswer,
  type DuplicatePageBody,
  type NewPageBody,
  type PageVersionAnswer,
  type PageVersionsAnswer,
} from "../../../shared/api/admin-pages";
import { newBlockId, withBlockIds } from "../../../shared/block-id";
import type { PageDocument } from "../../../shared/page-document";
import { PAGE_SCHEMA_VERSION, upgradePage } from "../../../shared/page-migrations";
import { blockAllowedOn, requiredBlock } from "../../../shared/screen-blocks";
import { DYNAMIC_PAGE } from "../../../shared/routes";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { sanitisePageDocument } from "../content/page-content";
import { cleanMerchantStrings } from "../content/merchant-text";
import { isUniqueViolation } from "../../db/pg-error";
import { recordAudit, type Tx } from "../audit/record-audit";
import { contentPageUrlProblem } from "./content-page-url";
import { insertPages } from "./insert-pages";
import { judgePage, judgePageShape, type PageProblems } from "./judge-page";
import { missingPictures } from "./missing-pictures";
import { pageSchemas } from "./page-schemas";
import { comparePages, pageSummary } from "./page-summary";
import { pageHeading, templateComponents } from "./page-templates";

export const NO_SUCH_PAGE = "There is no such page";
export const NO_SUCH_VERSION = "This page has no such version";
export const PAGE_NOT_PAGE_SHAPED = "The page cannot be saved";
export const PAGE_NOT_PUBLISHABLE = "Some blocks need fixing before the page can be published";

type Doc = Record<string, unknown>;

const changedElsewhere = () => new Refusal("conflict", PAGE_CHANGED_ELSEWHERE);
const invalid = (message: string, problems: PageProblems) => new Refusal("invalid", `${message}: ${Object.values(problems)[0]}`, problems);

const summaryColumns = {
  id: t.pages.id,
  url: t.pages.url,
  routeName: t.pages.routeName,
  seoTitle: sql<string | null>`${t.pages.doc}->>'seo_title'`,
  hasDraft: sql<boolean>`${t.pages.draft} is not null`,
  firstPublishedAt: t.pages.firstPublishedAt,
  version: t.pages.version,
  revision: t.pages.revision,
  updatedAt: t.pages.updatedAt,
  draftUpdatedAt: t.pages.draftUpdatedAt,
};

export interface PageAdminOptions {
  /** Whether the server computes a block's response when it serves a page (page-data). */
  resolves(blockName: string): boolean;
}

/** A page as the audit log names it (issue 27): by its address, with the version shoppers see. */
const auditedPage = (page: { url: string; version: number; published: boolean }) => ({ url: page.url, version: page.published ? page.version : null });

export function createPageAdmin(db: Db, options: PageAdminOptions) {
  const mine = (websiteId: number, id: number) => and(eq(t.pages.id, id), eq(t.pages.websiteId, websiteId));

  /** A new content page, a draft until first published (ADR 0059), with its audit entry. */
  async function insertDraft(websiteId: number, userId: number, doc: Doc, url: string, from: object): Promise<AdminPageAnswer> {
    const made = await db.transaction(async (tx) => {
      const [page] = await insertPages(tx as unknown as Db, [{ websiteId, url, routeName: DYNAMIC_PAGE, doc }], userId, { drafts: true });
      if (page) await recordAudit(tx, { websiteId, userId, action: "create", entityType: "page", entityId: page.id, before: null, after: { url, version: null, ...from } });
      return page;
    });
    if (!made) throw new Refusal("conflict", PAGE_URL_TAKEN, { url: PAGE_URL_TAKEN });
    return read(websiteId, made.id);
  }

  function urlRefusal(url: string): Refusal | null {
    const problem = contentPageUrlProblem(url);
    return problem ? new Refusal(problem === PAGE_URL_IS_SYSTEM ? "conflict" : "invalid", problem, { url: problem }) : null;
  }

  /**
   * A document as it may be kept: storable strings, current schema, an id on every block (a
   * document sent without them gets new ones, ADR 0053; repeated ones were refused before), and
   * no server-computed data.
   */
  function keepable(doc: unknown): PageDocument {
    const upgraded = upgradePage(cleanMerchantStrings(doc));
    // Responses the server fills whenever it serves the page would only go stale in storage.
    const components = withBlockIds(upgraded.components, newBlockId).map((c) => (options.resolves(c.name) ? { ...c, response: null } : c));
    return { ...upgraded, components };
  }

  async function row(websiteId: number, id: number) {
    const [page] = await db.select().from(t.pages).where(mine(websiteId, id)).limit(1);
    if (!page) throw notFound(NO_SUCH_PAGE);
    return page;
  }

  /** Why a guarded write changed nothing: the page is gone (404) or has moved on (409). */
  async function refusal(websiteId: number, id: number): Promise<Refusal> {
    await row(websiteId, id);
    return changedElsewhere();
  }

  async function read(websiteId: number, id: number): Promise<AdminPageAnswer> {
    const page = await row(websiteId, id);
    const seoTitle = page.doc.seo_title;
    return {
      page: pageSummary({ ...page, seoTitle: typeof seoTitle === "string" ? seoTitle : null, hasDraft: page.draft !== null, firstPublishedAt: page.firstPublishedAt }),
      published: upgradePage(page.doc),
      draft: page.draft ? upgradePage(page.draft) : null,
      required_block: requiredBlock(page.routeName),
    };
  }

  /** Whether another page of the website holds an address. */
  async function urlTaken(websiteId: number, url: string, exceptId: number): Promise<boolean> {
    const [other] = await db
      .select({ id: t.pages.id })
      .from(t.pages)
      .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, url), ne(t.pages.id, exceptId)))
      .limit(1);
    return !!other;
  }

  return {
    read,

    async list(websiteId: number): Promise<AdminPageSummary[]> {
      const rows = await db.select(summaryColumns).from(t.pages).where(eq(t.pages.websiteId, websiteId));
      return rows.sort(comparePages).map(pageSummary);
    },

    /** A new content page from a template: a draft, not live until first published. */
    async create(websiteId: number, userId: number, input: NewPageBody): Promise<AdminPageAnswer> {
      const refused = urlRefusal(input.url);
      if (refused) throw refused;
      const { template, ...fields } = input;
      const components = await templateComponents(db, websiteId, template, pageHeading(fields.seo_title, fields.url));
      const doc = await sanitisePageDocument({ schema_version: PAGE_SCHEMA_VERSION, ...fields, components });
      return insertDraft(websiteId, userId, keepable(doc) as unknown as Doc, input.url, { template });
    },

    /** A copy of a page's latest document (its draft, else as published) at a new address, as a draft. */
    async duplicate(websiteId: number, userId: number, id: number, input: DuplicatePageBody): Promise<AdminPageAnswer> {
      const source = await row(websiteId, id);
      const refused = urlRefusal(input.url);
      if (refused) throw refused;
      const latest = upgradePage(source.draft ?? source.doc);
      // A shop screen's own block (the cart, the checkout…) belongs on its screen only.
      const components = withBlockIds(
        latest.components.filter((c) => blockAllowedOn(c.name, DYNAMIC_PAGE)).map(({ id: _id, ...c }) => c),
        newBlockId,
      );
      const doc = keepable({ ...latest, url: input.url, components }) as unknown as Doc;
      return insertDraft(websiteId, userId, doc, input.url, { copied_from: source.url });
    },

    /** Deletes a content page with its versions; a system page cannot go (409). */
    async remove(websiteId: number, id: number, userId: number): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(t.pages)
          .where(and(mine(websiteId, id), eq(t.pages.routeName, DYNAMIC_PAGE)))
          .returning({ url: t.pages.url, version: t.pages.version, firstPublishedAt: t.pages.firstPublishedAt });
        const [page] = rows;
        if (page)
          await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "page", entityId: id, before: auditedPage({ ...page, published: page.firstPublishedAt !== null }), after: null });
        return rows;
      });
      if (gone.length) return;
      await row(websiteId, id);
      throw new Refusal("conflict", PAGE_IS_SYSTEM);
    },

    /** Keeps the document as the page's draft. Its blocks may be invalid: publishing judges them. */
    async saveDraft(websiteId: number, id: number, baseRevision: number, sent: unknown): Promise<DraftAnswer> {
      const problems = judgePageShape(sent);
      if (problems) throw invalid(PAGE_NOT_PAGE_SHAPED, problems);
      const [saved] = await db
        .update(t.pages)
        .set({ draft: keepable(sent) as unknown as Doc, draftUpdatedAt: sql`now()`, revision: sql`${t.pages.revision} + 1` })
        .where(and(mine(websiteId, id), eq(t.pages.revision, baseRevision)))
        .returning({ revision: t.pages.revision, updatedAt: t.pages.draftUpdatedAt });
      if (!saved) throw await refusal(websiteId, id);
      return { revision: saved.revision, updated_at: saved.updatedAt!.toISOString() };
    },

    /** Drops the draft; the page stays as published. Without a draft nothing changes. */
    async discardDraft(websiteId: number, id: number, baseRevision: number): Promise<AdminPageAnswer> {
      if ((await row(websiteId, id)).firstPublishedAt === null) throw new Refusal("conflict", NEVER_PUBLISHED);
      const [dropped] = await db
        .update(t.pages)
        .set({ draft: null, draftUpdatedAt: null, revision: sql`${t.pages.revision} + 1` })
        .where(and(mine(websiteId, id), eq(t.pages.revision, baseRevision), sql`${t.pages.draft} is not null`))
        .returning({ id: t.pages.id });
      if (!dropped) {
        const page = await row(websiteId, id);
        if (page.revision !== baseRevision) throw changedElsewhere();
      }
      return read(websiteId, id);
    },

    /**
     * Publishes the draft: judged whole first (422 with every problem by pointer), then stored
     * sanitised as the shop serves it, as a new version, in one transaction.
     */
    async publish(websiteId: number, id: number, baseRevision: number, userId: number): Promise<AdminPageAnswer> {
      const page = await row(websiteId, id);
      if (page.revision !== baseRevision) throw changedElsewhere();
      if (!page.draft) throw new Refusal("conflict", NOTHING_TO_PUBLISH);
      const draft = upgradePage(page.draft);
      const problems = judgePage(draft, { routeName: page.routeName, url: page.url }) ?? {};
      if (page.routeName === DYNAMIC_PAGE && !problems["/url"] && (await urlTaken(websiteId, draft.url, id))) problems["/url"] = PAGE_URL_TAKEN;
      for (const { pointer, message } of await missingPictures(db, websiteId, draft.components, pageSchemas().blocks)) problems[pointer] ??= message;
      if (Object.keys(problems).length) throw invalid(PAGE_NOT_PUBLISHABLE, problems);

      const doc = keepable(await sanitisePageDocument(draft)) as unknown as Doc;
      try {
        await db.transaction(async (tx) => {
          // A draft's first publish is its version 1; every later one the next number.
          const firstTime = page.firstPublishedAt === null;
          const [published] = await tx
            .update(t.pages)
            .set({
              doc,
              url: draft.url,
              draft: null,
              draftUpdatedAt: null,
              version: firstTime ? sql`${t.pages.version}` : sql`${t.pages.version} + 1`,
              revision: sql`${t.pages.revision} + 1`,
              updatedAt: sql`now()`,
              firstPublishedAt: sql`coalesce(${t.pages.firstPublishedAt}, now())`,
            })
            .where(and(mine(websiteId, id), eq(t.pages.revision, baseRevision)))
            .returning({ version: t.pages.version, at: t.pages.updatedAt });
          // Saved or published by someone else since it was judged: the draft judged is not theirs.
          if (!published) throw changedElsewhere();
          await tx.insert(t.pageVersions).values({ pageId: id, version: published.version, doc, publishedAt: published.at, publishedBy: userId });
          await recordAudit(tx as Tx, {
            websiteId,
            userId,
            action: "publish",
            entityType: "page",
            entityId: id,
            before: firstTime ? null : auditedPage({ url: page.url, version: page.version, published: true }),
            after: auditedPage({ url: draft.url, version: published.version, published: true }),
          });
        });
      } catch (error) {
        // Another page took the address between the check and the write.
        if (isUniqueViolation(error)) throw invalid(PAGE_NOT_PUBLISHABLE, { "/url": PAGE_URL_TAKEN });
        throw error;
      }
      return read(websiteId, id);
    },

    /** Every published version, newest first. */
    async versions(websiteId: number, id: number): Promise<PageVersionsAnswer> {
      const page = await row(websiteId, id);
      const rows = await db
        .select({ version: t.pageVersions.version, publishedAt: t.pageVersions.publishedAt, name: t.users.name, phone: t.users.phone })
        .from(t.pageVersions)
        .leftJoin(t.users, eq(t.users.id, t.pageVersions.publishedBy))
        .where(eq(t.pageVersions.pageId, page.id))
        .orderBy(desc(t.pageVersions.version));
      return { versions: rows.map((v) => ({ version: v.version, published_at: v.publishedAt.toISOString(), published_by: publisher(v), current: v.version === page.version })) };
    },

    async version(websiteId: number, id: number, version: number): Promise<PageVersionAnswer> {
      const found = await versionRow(websiteId, id, version);
      return {
        version: found.version,
        published_at: found.publishedAt.toISOString(),
        published_by: publisher(found),
        current: found.version === found.current,
        doc: upgradePage(found.doc),
      };
    },

    /** That version's document becomes the draft; publishing makes it live again. */
    async restore(websiteId: number, id: number, version: number, baseRevision: number, userId: number): Promise<AdminPageAnswer> {
      const found = await versionRow(websiteId, id, version);
      const restored = await db.transaction(async (tx) => {
        const [page] = await tx
          .update(t.pages)
          .set({ draft: keepable(found.doc) as unknown as Doc, draftUpdatedAt: sql`now()`, revision: sql`${t.pages.revision} + 1` })
          .where(and(mine(websiteId, id), eq(t.pages.revision, baseRevision)))
          .returning({ url: t.pages.url, version: t.pages.version });
        // Restoring makes the old version the draft; the shop shows it once it is published.
        if (page)
          await recordAudit(tx, {
            websiteId,
            userId,
            action: "restore",
            entityType: "page",
            entityId: id,
            before: null,
            after: { ...auditedPage({ ...page, published: true }), restored_from: version },
          });
        return page;
      });
      if (!restored) throw await refusal(websiteId, id);
      return read(websiteId, id);
    },
  };

  async function versionRow(websiteId: number, id: number, version: number) {
    const [found] = await db
      .select({
        version: t.pageVersions.version,
        doc: t.pageVersions.doc,
        publishedAt: t.pageVersions.publishedAt,
        name: t.users.name,
        phone: t.users.phone,
        current: t.pages.version,
      })
      .from(t.pageVersions)
      .innerJoin(t.pages, eq(t.pages.id, t.pageVersions.pageId))
      .leftJoin(t.users, eq(t.users.id, t.pageVersions.publishedBy))
      .where(and(mine(websiteId, id), eq(t.pageVersions.version, version)))
      .limit(1);
    if (found) return found;
    await row(websiteId, id);
    throw notFound(NO_SUCH_VERSION);
  }
}
export type PageAdmin = ReturnType<typeof createPageAdmin>;

/** Who published a version: their name, else their phone; null for a page as seeded. */
function publisher(v: { name: string | null; phone: string | null }): string | null {
  return v.name?.trim() || v.phone || null;
}
