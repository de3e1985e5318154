// Security headers on every answer (ADR 0027): nosniff and the referrer policy everywhere, HSTS
// when the request came over https, on HTML documents a Content-Security-Policy that runs only
// the app's own scripts and the payment providers' (no inline script, no eval), an opener policy
// and a permissions policy, and on JSON answers a policy that loads nothing and is never framed.
// A route that sets one of these headers itself (the payment sandbox's page, the CDN's SVGs)
// keeps its own, stricter value.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TOOL_PAGES } from "../html/tool-pages";
import { forwardedProtocol, type ProxyTrust } from "../http/trusted-proxies";

/** Origins a website's analytics and error reporting need, beyond the shop's own (issue 9, §9). */
export interface IntegrationOrigins {
  /** Where their SDKs' scripts come from (script-src). */
  script: readonly string[];
  /** Where their SDKs send events (connect-src). */
  connect: readonly string[];
}

/**
 * Answers the integration origins for the website a page is served for. `request.website` is
 * set for every shop page (an unknown host is refused before any page is served); the answer
 * may be a promise. Null or undefined means none.
 */
export type IntegrationOriginsResolver = (request: FastifyRequest) => IntegrationOrigins | null | undefined | Promise<IntegrationOrigins | null | undefined>;

export interface SecurityHeadersOptions {
  /** Per-website integration origins; by default none, so the shop calls no third party. */
  integrationOrigins?: IntegrationOriginsResolver;
}

/**
 * The payment providers' origins (ADR 0020), from their own published lists: Razorpay's
 * (its Magento module's csp_whitelist.xml: checkout.razorpay.com and cdn.razorpay.com scripts,
 * api.razorpay.com frames, lumberjack telemetry) and Cashfree.js's README (sdk.cashfree.com
 * script, api.cashfree.com calls, its checkout pages as frames). Their scripts are loaded on the
 * hand-off pages only (registry/parts/checkout/load-script.ts), but the policy is one for the
 * whole shop: the hand-off is reached by client-side navigation.
 */
export const PAYMENT_ORIGINS = Object.freeze({
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com/static/", "https://sdk.cashfree.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com", "https://api.cashfree.com", "https://sandbox.cashfree.com"],
  frame: [
    "https://api.razorpay.com",
    "https://checkout.razorpay.com",
    "https://sdk.cashfree.com",
    "https://api.cashfree.com",
    "https://sandbox.cashfree.com",
    "https://payments.cashfree.com",
    "https://payments-test.cashfree.com",
  ],
});

export const HSTS = "max-age=31536000; includeSubDomains";
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** JSON answers (OWASP's REST cheat sheet): opened as a document they load nothing, and no page may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The opener policies (ADR 0027). The shop's pages keep their own popups: Razorpay's checkout
 * opens the bank's page in a cross-origin popup and watches it, and since the shop reaches its
 * hand-off by client-side navigation, the policy of whichever page the shopper loaded first is
 * the one in force there. Both values cut the shop off from a cross-origin page that opened it.
 * The owner's tools open no provider's popup, so they are cut off from popups as well.
 */
export const OPENER_POLICY = Object.freeze({ shop: "same-origin-allow-popups", tool: "same-origin" });

/**
 * Features the shop, its tools and the frames in them never use (no camera, microphone or
 * location: the pincode picker asks for a typed pincode; the POS's scanner types like a
 * keyboard). `payment` stays with the shop and the payment providers' frames, whose checkouts
 * may use the Payment Request API; every other origin is denied it.
 */
export const PERMISSIONS_POLICY = [
  ...["accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "hid", "idle-detection", "magnetometer", "microphone", "midi"].map((f) => `${f}=()`),
  `payment=(self ${PAYMENT_ORIGINS.frame.map((origin) => `"${origin}"`).join(" ")})`,
  ...["publickey-credentials-get", "serial", "usb", "xr-spatial-tracking"].map((f) => `${f}=()`),
].join(", ");

/**
 * One source expression a website may add: an https origin (a leading "*." for its subdomains)
 * with at most a path, nothing that could widen the policy (keywords, "*", "https:", "data:")
 * or break the header (quotes, ";", ",", spaces). Connections may also be secure websockets.
 */
const HOST = String.raw`(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?`;
const PATH = String.raw`(?:/[A-Za-z0-9._~%/-]*)?`;
const SCRIPT_SOURCE = new RegExp(`^https://${HOST}${PATH}$`, "i");
const CONNECT_SOURCE = new RegExp(`^(?:https|wss)://${HOST}${PATH}$`, "i");

function usable(values: readonly unknown[] | undefined, pattern: RegExp, rejected: string[]): string[] {
  const kept: string[] = [];
  for (const value of values ?? []) {
    if (typeof value === "string" && pattern.test(value)) kept.push(value);
    else rejected.push(String(value));
  }
  return kept;
}

/** The integration origins that may go into the policy, and those refused. */
export function checkIntegrationOrigins(origins: Partial<IntegrationOrigins> | null | undefined): { origins: IntegrationOrigins; rejected: string[] } {
  const rejected: string[] = [];
  const script = usable(origins?.script, SCRIPT_SOURCE, rejected);
  const connect = usable(origins?.connect, CONNECT_SOURCE, rejected);
  return { origins: { script, connect }, rejected };
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The HTML documents' Content-Security-Policy. Integration origins are checked here too: one
 * that is not a plain https origin is left out rather than trusted.
 */
export function contentSecurityPolicy(options: { integrationOrigins?: Partial<IntegrationOrigins> | null; https?: boolean } = {}): string {
  const extra = checkIntegrationOrigins(options.integrationOrigins).origins;
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", ...PAYMENT_ORIGINS.script, ...extra.script])],
    // Inline styles stay allowed (ADR 0027): the server's theme and font rules, the merchant's
    // page css, the builder preview's live theme and React's style attributes in the server's
    // HTML. Styles cannot run script; what they may load is limited by img-src and font-src.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Pictures may be any https address (site.json's picture pattern), or data: URLs.
    ["img-src", ["'self'", "data:", "https:"]],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...PAYMENT_ORIGINS.connect, ...extra.connect])],
    // 'self': the page builder frames the shop's /builder-preview (ADR 0024).
    ["frame-src", ["'self'", ...PAYMENT_ORIGINS.frame]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  // Over https an http picture (the schema allows one) is fetched over https instead of refused.
  if (options.https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  return typeof type === "string" && /^\s*text\/html\b/i.test(type);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  return typeof type === "string" && /^\s*application\/([\w.-]+\+)?json\b/i.test(type);
}

/** The opener policy of the document at a path: the tools' own, else the shop's. */
export function openerPolicy(path: string): string {
  return TOOL_PAGES.some((page) => page.isPath(path)) ? OPENER_POLICY.tool : OPENER_POLICY.shop;
}

function setIfAbsent(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

/**
 * The headers every answer carries, each unless the route set its own. `https` defaults to
 * `request.protocol`, which honours X-Forwarded-Proto only from a trusted proxy (ADR 0046).
 */
export function setCommonSecurityHeaders(request: FastifyRequest, reply: FastifyReply, https = request.protocol === "https"): void {
  setIfAbsent(reply, "x-content-type-options", "nosniff");
  setIfAbsent(reply, "referrer-policy", REFERRER_POLICY);
  if (https) setIfAbsent(reply, "strict-transport-security", HSTS);
}

/**
 * Fastify's answers to addresses it cannot route (frameworkErrors) skip the hooks, and their
 * request ignores the proxy setting: app.ts sets the headers itself (the answer is JSON), with
 * the protocol read under the same trust rule Fastify is given.
 */
export function setSecurityHeadersBeforeRouting(request: FastifyRequest, reply: FastifyReply, trust: ProxyTrust | false): void {
  setCommonSecurityHeaders(request, reply, forwardedProtocol(request.raw, trust) === "https");
  setIfAbsent(reply, "content-security-policy", API_CSP);
}

/** Registers the headers for every route of the app, its not-found answers and its errors. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  const resolve = options.integrationOrigins;
  const plain = { http: contentSecurityPolicy(), https: contentSecurityPolicy({ https: true }) };
  const warned = new Set<string>();

  async function policyFor(request: FastifyRequest, https: boolean): Promise<string> {
    if (!resolve) return https ? plain.https : plain.http;
    let answer: Partial<IntegrationOrigins> | null | undefined;
    try {
      answer = await resolve(request);
    } catch (error) {
      // The page still goes out, with no integration rather than no policy.
      request.log.error({ err: error }, "the integration origins could not be resolved; the page's policy allows none");
      answer = null;
    }
    if (!answer) return https ? plain.https : plain.http;
    const { rejected } = checkIntegrationOrigins(answer);
    for (const value of rejected) {
      if (warned.size < 1000 && !warned.has(value)) {
        warned.add(value);
        request.log.warn({ source: value }, "an integration origin is not an https origin and was left out of the Content-Security-Policy");
      }
    }
    return contentSecurityPolicy({ integrationOrigins: answer, https });
  }

  app.addHook("onSend", async (request, reply, payload) => {
    setCommonSecurityHeaders(request, reply);
    if (isHtml(reply)) {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", await policyFor(request, request.protocol === "https"));
      setIfAbsent(reply, "cross-origin-opener-policy", openerPolicy(request.url.split("?", 1)[0]!));
      setIfAbsent(reply, "permissions-policy", PERMISSIONS_POLICY);
    } else if (isJson(reply)) {
      setIfAbsent(reply, "content-security-policy", API_CSP);
    }
    return payload;
  });
}
