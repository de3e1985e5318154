// Per-request context: the website (tenant), the session, and the anti-forgery check.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WEB_URL_HEADER, XSRF_COOKIE, XSRF_HEADER } from "../../shared/constants";
import { HttpError, notFound } from "../http/http-error";
import { hostOf, type Website, type WebsiteFinder } from "../domain/websites/find-website";
import { answerUnverifiedDomain } from "../html/unverified-domain";
import { SESSION_TTL_MS, type SessionRow, type SessionStore } from "../domain/sessions/session-store";

import { sessionCookieAttributes, sessionCookieName } from "../http/session-cookie";
import { chooseLanguage, LANG_COOKIE, offeredLanguages, type Lang } from "../../shared/i18n/languages";

declare module "fastify" {
  interface FastifyRequest {
    website: Website;
    /**
     * The language the request is answered in (issue 35): a one-language host, else the
     * shopper's choice (the `lang` cookie; signing in sets it from the profile), else
     * Accept-Language among the website's languages, else the website's default.
     */
    lang: Lang;
    /** The one language this host serves, if it serves one (`hi.<domain>`). */
    hostLang: Lang | null;
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

export function registerRequestContext(app: FastifyInstance, websites: WebsiteFinder, sessions: SessionStore, options: { nodeEnv: string }): void {
  // `__Host-kirana_sid` in production, `kirana_sid` elsewhere (ADR 0027).
  const sessionCookie = sessionCookieName(options.nodeEnv);
  app.decorateRequest("website", null as unknown as Website);
  app.decorateRequest("lang", "en");
  app.decorateRequest("hostLang", null);
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

  interface SessionState {
    loaded: boolean;
    row: SessionRow | null;
    id: string | null;
    /** The request's reply (from onRequest), for the cookies of a session that replaces a dead one. */
    reply?: FastifyReply;
    /** The cookie named a session the server no longer knows, and this one replaced it. */
    renewed?: boolean;
    /** One load per request, however many callers ask at once. */
    loading?: Promise<void>;
  }
  const states = new WeakMap<FastifyRequest, SessionState>();
  async function sessionState(request: FastifyRequest) {
    let state = states.get(request);
    if (!state) {
      state = { loaded: false, row: null, id: null };
      states.set(request, state);
    }
    if (!state.loaded) await (state.loading ??= loadSession(request, state));
    return state;
  }

  async function loadSession(request: FastifyRequest, state: SessionState) {
    const id = request.cookies[sessionCookie];
    state.row = id ? await sessions.load(request.website.id, id) : null;
    state.id = state.row ? id! : null;
    // A cookie the server does not know (deleted, expired, garbled) is replaced at once, with its
    // XSRF token: kept, the browser would send both on and have every write refused, reloads
    // included (ADR 0051). The new session is empty, as a new visitor's.
    if (id && !state.row && state.reply) {
      const fresh = await sessions.create(request.website.id);
      setSessionCookies(request, state.reply, fresh.id);
      state.row = fresh.row;
      state.id = fresh.id;
      state.renewed = true;
    }
    state.loaded = true;
  }

  function setSessionCookies(request: FastifyRequest, reply: FastifyReply, id: string) {
    const attributes = { ...sessionCookieAttributes(request, options.nodeEnv), maxAge: SESSION_TTL_MS / 1000 };
    reply.setCookie(sessionCookie, id, { ...attributes, httpOnly: true });
    reply.setCookie(XSRF_COOKIE, sessions.xsrfToken(id), { ...attributes, httpOnly: false });
  }

  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.noTenant) return;
    // When the shop names its origin, that alone decides; an unreadable one is not a fallback.
    const webUrl = request.headers[WEB_URL_HEADER];
    const host = webUrl !== undefined ? hostOf(String(webUrl)) : hostOf(request.headers.host);
    const found = host ? await websites.lookup(host) : null;
    if (!found) throw notFound("No website is configured for this address");
    // An owner's own domain waiting for its proof answers only its verification path (ADR 0048).
    if (!found.verified) return answerUnverifiedDomain(request, reply, host!, found.token);
    const website = found.website;
    request.website = website;
    const offered = offeredLanguages(website.languages, website.defaultLanguage);
    request.hostLang = found.lang && offered.includes(found.lang as Lang) ? (found.lang as Lang) : null;
    request.lang = chooseLanguage({
      offered,
      fallback: website.defaultLanguage as Lang,
      hostLang: request.hostLang,
      cookie: request.cookies[LANG_COOKIE],
      acceptLanguage: request.headers["accept-language"],
    });
    states.set(request, { loaded: false, row: null, id: null, reply });
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
        const reason =
          typeof token !== "string" || token === "" ? "missing token" : state.id === null ? "no session" : state.renewed ? "session unknown or expired" : "token does not match the session";
        request.log.warn({ event: "xsrf_refused", reason, method: request.method, route: request.routeOptions.url }, "anti-forgery token refused");
        // The refusal carries the session's own token (a renewed session's is set already), so
        // the shop's next write succeeds: a token left from an older secret or a lost cookie
        // would otherwise be sent again and again. Only the shop's own pages can read it.
        if (state.id !== null && !state.renewed) setSessionCookies(request, reply, state.id);
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

  /** Clears both cookies (sign-out), with the attributes they were set with: a browser drops a `__Host-` cookie only so. */
  app.decorateReply("clearSessionCookies", function (this: FastifyReply, request: FastifyRequest) {
    const attributes = sessionCookieAttributes(request, options.nodeEnv);
    this.clearCookie(sessionCookie, attributes);
    this.clearCookie(XSRF_COOKIE, attributes);
  });
}

declare module "fastify" {
  interface FastifyReply {
    refreshXsrf(request: FastifyRequest): Promise<void>;
    clearSessionCookies(request: FastifyRequest): void;
  }
}
