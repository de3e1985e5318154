// Composes the server in a fixed order: plugins, context, routes, error handling.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import type { Config } from "./config";
import { registerApiCompression } from "./plugins/api-compression";
import { registerErrorHandler } from "./plugins/errors";
import { registerMetrics } from "./plugins/metrics";
import { registerRequestContext } from "./plugins/request-context";
import { registerRequestLimits } from "./plugins/request-limits";
import { registerSecurityHeaders, setSecurityHeadersBeforeRouting, type SecurityHeadersOptions } from "./plugins/security-headers";
import { accountRoutes } from "./routes/account-routes";
import { orderReportRoutes } from "./routes/order-report-routes";
import { stockAlertRoutes } from "./routes/stock-alert-routes";
import { adminOrderReportRoutes } from "./routes/admin-order-report-routes";
import { adminAuditRoutes } from "./routes/admin-audit-routes";
import { adminCatalogueRoutes } from "./routes/admin-catalogue-routes";
import { searchRoutes } from "./routes/search-routes";
import { adminSearchRoutes } from "./routes/admin-search-routes";
import { adminProductCsvRoutes } from "./routes/admin-product-csv-routes";
import { adminOrderRoutes } from "./routes/admin-order-routes";
import { adminCouponRoutes } from "./routes/admin-coupon-routes";
import { adminMessageRoutes } from "./routes/admin-message-routes";
import { adminGstRoutes } from "./routes/admin-gst-routes";
import { adminLanguageRoutes } from "./routes/admin-language-routes";
import { adminShopTextRoutes } from "./routes/admin-shop-text-routes";
import { installRoutes } from "./routes/install-routes";
import { adminDeliveryRoutes } from "./routes/admin-delivery-routes";
import { adminOnboardingRoutes } from "./routes/admin-onboarding-routes";
import { adminPeopleRoutes } from "./routes/admin-people-routes";
import { adminPaymentsRoutes } from "./routes/admin-payments-routes";
import { agentRoutes } from "./routes/agent-routes";
import { authRoutes } from "./routes/auth-routes";
import { cartRoutes } from "./routes/cart-routes";
import { checkoutRoutes } from "./routes/checkout-routes";
import { devRoutes } from "./routes/dev-routes";
import { formRoutes } from "./routes/form-routes";
import { formSubmissionAdminRoutes } from "./routes/form-submission-admin-routes";
import { healthRoutes } from "./routes/health-routes";
import { initRoutes } from "./routes/init-routes";
import { languageRoutes } from "./routes/language-routes";
import { integrationsRoutes } from "./routes/integrations-routes";
import { integrationOrigins } from "./domain/websites/integrations";
import type { Website } from "./domain/websites/find-website";
import { mediaRoutes } from "./routes/media-routes";
import { mediaUploadRoutes } from "./routes/media-upload-routes";
import { mediaLibraryRoutes } from "./routes/media-library-routes";
import { paymentRoutes } from "./routes/payment-routes";
import { pageAdminRoutes } from "./routes/page-admin-routes";
import { pageRoutes } from "./routes/page-routes";
import { pickerRoutes } from "./routes/picker-routes";
import { pincodeRoutes } from "./routes/pincode-routes";
import { posRoutes } from "./routes/pos-routes";
import { previewRoutes } from "./routes/preview-routes";
import { productRoutes } from "./routes/product-routes";
import { sandboxRoutes } from "./routes/sandbox-routes";
import { seoRoutes } from "./routes/seo-routes";
import { sessionRoutes } from "./routes/session-routes";
import { testRoutes } from "./routes/test-routes";
import { webhookRoutes } from "./routes/webhook-routes";
import { websiteAdminRoutes } from "./routes/website-admin-routes";
import { wishlistRoutes } from "./routes/wishlist-routes";
import { registerJsonBodyParser } from "./http/json-body";
import { registerControlCharacterCheck } from "./http/control-characters";
import { loggerOptions, registerRequestIdHeader, requestIdFor } from "./http/request-log";
import { proxyTrust } from "./http/trusted-proxies";
import { shopRoutes } from "./routes/shop-routes";
import type { Services } from "./services";
import { WEB_URL_HEADER } from "../shared/constants";
import { chooseLanguage, LANG_COOKIE, offeredLanguages, type Lang } from "../shared/i18n/languages";
import { hostOf } from "./domain/websites/find-website";
import { defaultIntl, text } from "./domain/server-text";
import { say } from "./http/server-messages";
import type { IntlShape } from "@formatjs/intl";

export const BODY_LIMIT = 256 * 1024;

export interface RouteEntry {
  method: string;
  url: string;
  ids: readonly string[];
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export interface AppOptions {
  config: Pick<Config, "NODE_ENV" | "LOG_LEVEL" | "TRUST_PROXY"> & Partial<Pick<Config, "METRICS_TOKEN" | "LOG_FORMAT">>;
  services: Services;
  distDir: string;
  logger?: FastifyServerOptions["logger"];
  /** Per-website integration origins for the pages' Content-Security-Policy (ADR 0027). */
  securityHeaders?: SecurityHeadersOptions;
}

export async function buildApp({ config, services, distDir, logger, securityHeaders }: AppOptions): Promise<FastifyInstance> {
  // One rule for the client's address and protocol, everywhere (ADR 0046).
  const trust = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT),
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT,
    trustProxy: trust,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Errors raised before routing (a malformed address) get the same plain answer as the rest,
    // in the language the website would answer in (issue 35).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // These answers skip the hooks, so the security headers are set here (ADR 0027).
      setSecurityHeadersBeforeRouting(request as FastifyRequest, reply as FastifyReply, trust);
      void unroutedIntl(services, request as FastifyRequest).then((intl) => (reply as FastifyReply).status(status).send({ message: say("The address is not valid", intl) }));
    },
  });

  // The route table as registered, with the object ids each route declares (access-matrix test).
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url, ids: route.config?.ids ?? [] });
  });

  await app.register(cookie);
  registerRequestIdHeader(app);
  // First, so every answer carries them: routes, not-found, errors (ADR 0027).
  // A website's pages may also reach its analytics and error-reporting hosts (ADR 0029).
  registerSecurityHeaders(app, { integrationOrigins: (request) => integrationOrigins((request.website as Website | null)?.integrations), ...securityHeaders });
  registerJsonBodyParser(app);
  // NUL and other control characters in any query, parameter or body string: 422 (ADR 0049).
  registerControlCharacterCheck(app);
  // JSON answers, the error answers too, go compressed to a client that accepts it.
  registerApiCompression(app);
  registerRequestLimits(app);
  registerErrorHandler(app, services.catalogues);
  registerRequestContext(app, services.websites, services.sessions, { nodeEnv: config.NODE_ENV });
  // Counts every answer, the not-found and error ones too; serves /s/metrics (ADR 0039).
  registerMetrics(app, services, config);

  // Each group of routes is a plugin: what it adds (hooks, body parsers) stays inside it.
  const routes = [
    healthRoutes,
    sessionRoutes,
    initRoutes,
    languageRoutes,
    productRoutes,
    pageRoutes,
    pincodeRoutes,
    mediaRoutes,
    formRoutes,
    cartRoutes,
    wishlistRoutes,
    authRoutes,
    accountRoutes,
    orderReportRoutes,
    stockAlertRoutes,
    agentRoutes,
    checkoutRoutes,
    paymentRoutes,
    webhookRoutes,
    websiteAdminRoutes,
    integrationsRoutes,
    mediaUploadRoutes,
    mediaLibraryRoutes,
    pageAdminRoutes,
    formSubmissionAdminRoutes,
    pickerRoutes,
    adminCatalogueRoutes,
    adminProductCsvRoutes,
    adminSearchRoutes,
    searchRoutes,
    adminAuditRoutes,
    adminOrderRoutes,
    adminOrderReportRoutes,
    adminCouponRoutes,
    adminMessageRoutes,
    adminGstRoutes,
    // The shop's languages and the owner's wording of its texts (issue 35).
    adminLanguageRoutes,
    adminShopTextRoutes,
    adminDeliveryRoutes,
    adminPeopleRoutes,
    adminOnboardingRoutes,
    adminPaymentsRoutes,
    posRoutes,
    seoRoutes,
    installRoutes,
    // The payment sandbox exists only where it is allowed (never in production unless allowed).
    sandboxRoutes,
  ];
  for (const group of routes) await app.register(group, { services });
  // The preview screen's fixtures are development material (ADR 0014).
  if (config.NODE_ENV !== "production") {
    await app.register(previewRoutes);
    await app.register(devRoutes, { services });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // The hooks ran: where the host names a website, the request has its language.
    return reply.status(404).send({ message: await request.say(text("server.noSuchApiRoute", { method: request.method, path: request.url.split("?", 1)[0]! })) });
  });
  // Registered last: every path that is not the API, the CDN or a built file is the shop.
  if (config.NODE_ENV === "test") await app.register(testRoutes, { services });
  await app.register(shopRoutes, { services, distDir, environment: config.NODE_ENV === "production" ? "production" : "local" });
  return app;
}

/**
 * The catalogue of a request that never reached the hooks (an address that cannot be routed):
 * its website's, in the language the request context would choose, where the host names a
 * website served there; English defaults otherwise, or when the lookup fails.
 */
async function unroutedIntl(services: Services, request: FastifyRequest): Promise<IntlShape<string>> {
  try {
    const webUrl = request.headers[WEB_URL_HEADER];
    const host = webUrl !== undefined ? hostOf(String(webUrl)) : hostOf(request.headers.host);
    const found = host ? await services.websites.lookup(host) : null;
    if (!found?.verified) return defaultIntl("en");
    const { website } = found;
    const offered = offeredLanguages(website.languages, website.defaultLanguage);
    const lang = chooseLanguage({
      offered,
      fallback: website.defaultLanguage as Lang,
      hostLang: found.lang,
      cookie: cookie.parse(request.headers.cookie ?? "")[LANG_COOKIE],
      acceptLanguage: request.headers["accept-language"],
    });
    return (await services.catalogues.catalogue(website.id, lang)).intl;
  } catch {
    return defaultIntl("en");
  }
}
