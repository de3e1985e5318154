// Test-only helpers, registered only when NODE_ENV=test: browser journeys sign seeded users in
// through this until phone sign-in exists. Never present in development or production.
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import * as t from "../db/schema";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { carryLanguageChoice } from "../http/language-choice";
import type { RouteOptions } from "./route-options";

// `navs`, when given, replaces the navigation, so a screenshot does not depend on what other
// journeys did to the website's categories first.
const navSettingBody = z.object({ navSetting: z.record(z.string(), z.unknown()), navs: z.array(z.record(z.string(), z.unknown())).max(50).optional() });
const pageBody = z.object({ url: z.string().regex(/^\/[a-z0-9/-]{0,200}$/), doc: z.record(z.string(), z.unknown()) });

const signInBody = z.object({ phone: z.string().regex(/^[6-9]\d{9}$/, "Give a 10-digit phone number") });
const slowQuery = z.object({ ms: z.coerce.number().int().min(0).max(30_000) });

export async function testRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  // A request still in flight when the server is told to stop (shutdown.pg.test.ts): the first
  // line goes out at once, so the client knows the server has it, the last after `ms`.
  app.get("/s/api/test/slow", { config: { noTenant: true } }, async (request, reply) => {
    const { ms } = parseInput(slowQuery, request.query, "query");
    async function* lines() {
      yield "started\n";
      await sleep(ms);
      yield "finished\n";
    }
    return reply.type("text/plain; charset=utf-8").send(Readable.from(lines()));
  });

  // A fault nothing catches, after the answer has gone: the process must log it and stop cleanly.
  // Only a server process started for that (shutdown.pg.test.ts) has it: in-process tests that
  // call every route share their process with the test runner.
  if (process.env.KIRANA_TEST_FAULTS === "1") {
    app.post("/s/api/test/unhandled-rejection", { config: { noTenant: true, noXsrf: true } }, async (_request, reply) => {
      setImmediate(() => void Promise.reject(new Error("a test-made fault nobody handles")));
      return reply.status(202).send({ message: "Failing shortly" });
    });
  }

  app.post("/s/api/test/sign-in", { config: { noXsrf: true } }, async (request, reply) => {
    const { phone } = parseInput(signInBody, request.body, "body");
    const [user] = await services.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.phone, phone)))
      .limit(1);
    if (!user) throw notFound("No seeded user has this phone number");
    const session = await request.ensureSession(reply);
    // As phone sign-in will: the guest's cart joins the user's.
    await services.carts.merge(request.website.id, session.idHash, user.id);
    await services.sessions.update(session, { userId: user.id });
    await carryLanguageChoice(services, request, reply, user.id);
    return { message: "Signed in" };
  });

  // Journeys try each header and navbar template on a website; the settings screen comes later.
  app.put("/s/api/test/nav-setting", { config: { noXsrf: true } }, async (request) => {
    const { navSetting, navs } = parseInput(navSettingBody, request.body, "body");
    const website = request.website;
    await services.db
      .update(t.websites)
      .set({ navSetting: { ...website.navSetting, ...navSetting }, ...(navs ? { navs: navs as typeof website.navs } : {}) })
      .where(eq(t.websites.id, website.id));
    services.websites.forget(website.id);
    return { message: "Saved" };
  });

  // Journeys render pages that the page builder would make (an invalid block, say).
  app.put("/s/api/test/page", { config: { noXsrf: true } }, async (request) => {
    const { url, doc } = parseInput(pageBody, request.body, "body");
    await services.db
      .insert(t.pages)
      .values({ websiteId: request.website.id, url, routeName: "dynamic-page", doc })
      .onConflictDoUpdate({ target: [t.pages.websiteId, t.pages.url], set: { doc } });
    return { message: "Saved" };
  });
}
