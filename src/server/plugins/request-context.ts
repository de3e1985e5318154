// Per-request context: the website (tenant), the session, and the anti-forgery check.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WEB_URL_HEADER, XSRF_COOKIE, XSRF_HEADER } from "../../shared/constants";
import { HttpError, notFound } from "../http/http-error";
import { hostOf, type Website, type WebsiteFinder } from "../domain/websites/find-website";
import { SESSION_TTL_MS, type SessionRow, type SessionStore } from "../domain/sessions/session-store";

export const SESSION_COOKIE = "kirana_sid";

declare module "fastify" {
  interface FastifyRequest {
    website: Website;
    /** Loads the session once per request; null for a visitor without one. */
    session(): Promise<SessionRow | null>;
    /** The session, created (and its cookies set) when the visitor has none. */
    ensureSession(reply: FastifyReply): Promise<SessionRow>;
    /** Makes a new session the request's own and sends its cookies (sign-in rotates the id). */
    adoptSession(reply: FastifyReply, id: string, row: SessionRow): void;
  }
  interface FastifyContextConfig {
    /** Skip the tenant lookup (health checks). */
    noTenant?: boolean;
    /** Non-GET routes that prove themselves otherwise (provider webhooks). */
    noXsrf?: boolean;
    /** State-changing GETs: only the shop's own client sends x-web-url. */
    requireWebUrl?: boolean;
    /**
     * The object ids the route takes, as "params.id", "body.pack_id", "query.address_id"; the
     * access-matrix test checks each against another user, another website and a visitor.
     */
    ids?: readonly string[];
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerRequestContext(app: FastifyInstance, websites: WebsiteFinder, sessions: SessionStore): void {
  app.decorateRequest("website", null as unknown as Website);
  app.decorateRequest("session", async function (this: FastifyRequest) {
    return (await sessionState(this)).row;
  });
  app.decorateRequest("ensureSession", async function (this: FastifyRequest, reply: FastifyReply) {
    const state = await sessionState(this);
    if (state.row) return state.row;
    const { id, row } = await sessions.create(this.website.id);
    setSessionCookies(this, reply, id);
    state.row = row;
    state.id = id;
    return row;
  });

  app.decorateRequest("adoptSession", function (this: FastifyRequest, reply: FastifyReply, id: string, row: SessionRow) {
    states.set(this, { loaded: true, row, id });
    setSessionCookies(this, reply, id);
  });

  const states = new WeakMap<FastifyRequest, { loaded: boolean; row: SessionRow | null; id: string | null }>();
  async function sessionState(request: FastifyRequest) {
    let state = states.get(request);
    if (!state) {
      state = { loaded: false, row: null, id: null };
      states.set(request, state);
    }
    if (!state.loaded) {
      const id = request.cookies[SESSION_COOKIE];
      state.row = id ? await sessions.load(request.website.id, id) : null;
      state.id = state.row ? id! : null;
      state.loaded = true;
    }
    return state;
  }

  function setSessionCookies(request: FastifyRequest, reply: FastifyReply, id: string) {
    const secure = request.protocol === "https";
    const maxAge = SESSION_TTL_MS / 1000;
    reply.setCookie(SESSION_COOKIE, id, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge });
    reply.setCookie(XSRF_COOKIE, sessions.xsrfToken(id), { path: "/", httpOnly: false, sameSite: "lax", secure, maxAge });
  }

  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.noTenant) return;
    // When the shop names its origin, that alone decides; an unreadable one is not a fallback.
    const webUrl = request.headers[WEB_URL_HEADER];
    const host = webUrl !== undefined ? hostOf(String(webUrl)) : hostOf(request.headers.host);
    const website = host ? await websites.find(host) : null;
    if (!website) throw notFound("No website is configured for this address");
    request.website = website;
    // Every later line of this request names its website; the reply's logger writes the
    // "request completed" line, so it gets the same child.
    request.log = request.log.child({ website: website.code });
    reply.log = request.log;

    if (config.requireWebUrl && !request.headers[WEB_URL_HEADER]) {
      throw new HttpError(403, "This request must come from the shop (the x-web-url header is missing)");
    }
    if (!SAFE_METHODS.has(request.method) && !config.noXsrf) {
      const token = request.headers[XSRF_HEADER];
      const state = await sessionState(request);
      const ok = typeof token === "string" && state.id !== null && sessions.checkXsrf(state.id, token);
      if (!ok) {
        // Why, never the token itself.
        const reason = typeof token !== "string" || token === "" ? "missing token" : state.id === null ? "no session" : "token does not match the session";
        request.log.warn({ event: "xsrf_refused", reason, method: request.method, route: request.routeOptions.url }, "anti-forgery token refused");
        throw new HttpError(419, "Your session has expired or the security token is missing. Please reload the page and try again.");
      }
    }
  });

  /** Starts a session if needed and (re-)issues its cookies (GET /s/api/cookie). */
  app.decorateReply("refreshXsrf", async function (this: FastifyReply, request: FastifyRequest) {
    await request.ensureSession(this);
    const { id } = await sessionState(request);
    setSessionCookies(request, this, id!);
  });
}

declare module "fastify" {
  interface FastifyReply {
    refreshXsrf(request: FastifyRequest): Promise<void>;
  }
}
