// Test-only helpers, registered only when NODE_ENV=test: browser journeys sign seeded users in
// through this until phone sign-in exists. Never present in development or production.
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import * as t from "../db/schema";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

const navSettingBody = z.object({ navSetting: z.record(z.string(), z.unknown()) });
const pageBody = z.object({ url: z.string().regex(/^\/[a-z0-9/-]{0,200}$/), doc: z.record(z.string(), z.unknown()) });

const signInBody = z.object({ phone: z.string().regex(/^[6-9]\d{9}$/, "Give a 10-digit phone number") });

export function testRoutes(app: FastifyInstance, services: Services): void {
  app.post("/s/api/test/sign-in", { config: { noXsrf: true } }, async (request, reply) => {
    const { phone } = parseInput(signInBody, request.body, "body");
    const [user] = await services.db.select({ id: t.users.id }).from(t.users).where(and(eq(t.users.phone, phone))).limit(1);
    if (!user) throw notFound("No seeded user has this phone number");
    const session = await request.ensureSession(reply);
    // As phone sign-in will: the guest's cart joins the user's.
    await services.carts.merge(request.website.id, session.idHash, user.id);
    await services.sessions.update(session, { userId: user.id });
    return { message: "Signed in" };
  });

  // Journeys try each header and navbar template on a website; the settings screen comes later.
  app.put("/s/api/test/nav-setting", { config: { noXsrf: true } }, async (request) => {
    const { navSetting } = parseInput(navSettingBody, request.body, "body");
    const website = request.website;
    await services.db
      .update(t.websites)
      .set({ navSetting: { ...website.navSetting, ...navSetting } })
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
