// The domain services of one server, built once over one database.
import { createSearchNoResults } from "./domain/catalogue/search-no-results";
import { createSearchSuggest } from "./domain/catalogue/search-suggest";
import { createSearchWords } from "./domain/search/search-words";
import { defaultConfig, type Config } from "./config";
import type { Database, Db } from "./db/client";
import { createCarts } from "./domain/cart/carts";
import { createCatalogueChanges } from "./domain/catalogue/catalogue-changes";
import { createCatalogueReader } from "./domain/catalogue/catalogue-reader";
import { createDeliveryArea } from "./domain/delivery/delivery-area";
import { createFormSubmissions } from "./domain/forms/form-submissions";
import { createPageData } from "./domain/pages/page-data";
import { createRateLimiter } from "./domain/rate-limit/rate-limiter";
import { createSessionStore } from "./domain/sessions/session-store";
import { createWishlists } from "./domain/wishlists/wishlists";
import { createStockAlerts } from "./domain/stock-alerts/stock-alerts";
import { createOtpCodes } from "./domain/auth/otp-codes";
import { createUsers } from "./domain/auth/users";
import { createOutboxSender, createUnconfiguredSender, type SmsSender } from "./domain/sms/sms-sender";
import { createMsg91Sender } from "./domain/sms/msg91-sender";
import { createOutboxEmailSender, createUnconfiguredEmailSender, type EmailSender } from "./domain/email/email-sender";
import { createSmtpSender } from "./domain/email/smtp-sender";
import { createAddresses } from "./domain/accounts/addresses";
import { createOrdersReader } from "./domain/orders/orders-reader";
import { createShopperCancel } from "./domain/orders/shopper-cancel";
import { createShopperReports } from "./domain/order-reports/shopper-reports";
import { createDeliverySetup } from "./domain/delivery/delivery-setup";
import { createCheckout } from "./domain/checkout/checkout";
import { createPayments } from "./domain/payments/payments";
import { createPaymentKeys } from "./domain/payments/payment-keys";
import { createInitAnswer } from "./domain/websites/init-answer";
import { createWebsiteFinder } from "./domain/websites/find-website";
import { forgetEverywhere } from "./db/notices";
import { createShopCatalogues } from "./domain/i18n/shop-catalogues";
import { onboardingState } from "./domain/admin-onboarding/onboarding-state";
import { createSitemaps } from "./domain/seo/sitemaps";
import { createBackOffice } from "./back-office";
import type { DomainProbe } from "./domain/websites/domain-probe";

/** The settings the services read; the rest of the configuration is the server's. */
export type ServiceSettings = Pick<
  Config,
  | "NODE_ENV"
  | "FORM_RATE_LIMIT"
  | "FORM_RATE_WINDOW_SECONDS"
  | "OTP_SENDS_PER_PHONE_HOUR"
  | "OTP_SENDS_PER_IP_HOUR"
  | "OTP_TTL_SECONDS"
  | "OTP_MAX_ATTEMPTS"
  | "OTP_RESEND_SECONDS"
  | "PAYMENT_WINDOW_MINUTES"
  | "PAYMENTS_SANDBOX"
  | "ALLOW_SANDBOX_PAYMENTS"
  | "RAZORPAY_API_URL"
  | "CASHFREE_API_URL"
  | "CASHFREE_TEST_API_URL"
  | "PAYMENTS_RECONCILE_SECONDS"
  | "SECRETS_KEY"
  | "SMS_PROVIDER"
  | "MSG91_AUTH_KEY"
  | "MSG91_TEMPLATE_ID"
  | "MSG91_TEMPLATE_ID_HI"
  | "MSG91_API_URL"
> &
  Partial<Pick<Config, "BASE_DOMAIN" | "SMTP_URL" | "SMTP_FROM">>;

/** What the services reach outside this process through, where tests give their own. */
export interface ServiceOutside {
  /** DNS and HTTP for checking owners' own domains (ADR 0048); the real ones when left out. */
  domainProbe?: DomainProbe | undefined;
}

export function createServices(database: Database, secret: string, settings: ServiceSettings = defaultConfig(), now: () => Date = () => new Date(), outside: ServiceOutside = {}) {
  const { db } = database;
  const catalogue = createCatalogueReader(db);
  // What processes keep of a website and of delivery setups is forgotten by all of them when
  // one changes it (ADR 0043).
  const finder = createWebsiteFinder(db);
  const websites = { ...finder, forget: forgetEverywhere(database.notices, "website", finder.forget) };
  const rateLimiter = createRateLimiter(db);
  const setups = createDeliverySetup(db);
  const deliverySetup = { ...setups, forget: forgetEverywhere(database.notices, "delivery-setup", setups.forget) };
  const area = createDeliveryArea(db);
  const delivery = { ...area, forget: forgetEverywhere(database.notices, "delivery-defaults", area.forget) };
  const shopCatalogues = createShopCatalogues(db);
  // An owner's wording saved on one process is the wording of every process at once (issue 35).
  const catalogues = { ...shopCatalogues, forget: forgetEverywhere(database.notices, "catalogue", shopCatalogues.forget) };
  const carts = createCarts(db, deliverySetup, now);
  const catalogueChanges = createCatalogueChanges(db, websites);
  const addresses = createAddresses(db);
  const sms = smsSender(db, settings);
  const pageData = createPageData(db, catalogue);
  const payments = createPayments(database, settings, now);
  const orders = createOrdersReader(db, now);
  return {
    database,
    db,
    now,
    websites,
    catalogueChanges,
    /** The shop's strings per website and language, with the owner's overrides (ADR 0085). */
    catalogues,
    searchWords: createSearchWords(db, catalogueChanges.catalogueChanged),
    sessions: createSessionStore(db, secret),
    catalogue,
    suggest: createSearchSuggest(db, catalogue),
    noResults: createSearchNoResults(db, catalogue),
    delivery,
    pageData,
    init: createInitAnswer(db, catalogue),
    rateLimiter,
    carts,
    deliverySetup,
    checkout: createCheckout(db, carts, addresses, { paymentWindowMinutes: settings.PAYMENT_WINDOW_MINUTES }, now),
    sms,
    // Order messages' emails (ADR 0079); the message worker sends them.
    email: emailSender(db, settings),
    users: createUsers(db),
    addresses,
    orders,
    shopperCancel: createShopperCancel(db, orders, payments.refunds, now),
    // A shopper's problem reports on their delivered orders (issue 33, ADR 0080).
    orderReports: createShopperReports(db, now),
    payments,
    // The back office's payment keys, sealed under SECRETS_KEY (ADR 0055).
    paymentKeys: createPaymentKeys(db, { config: settings, forgetWebsite: (id) => websites.forget(id) }),
    otp: createOtpCodes(
      db,
      secret,
      rateLimiter,
      sms,
      {
        ttlSeconds: settings.OTP_TTL_SECONDS,
        maxAttempts: settings.OTP_MAX_ATTEMPTS,
        resendSeconds: settings.OTP_RESEND_SECONDS,
        perPhone: { limit: settings.OTP_SENDS_PER_PHONE_HOUR, windowSeconds: 3600 },
        perIp: { limit: settings.OTP_SENDS_PER_IP_HOUR, windowSeconds: 3600 },
        hindiTemplateId: settings.MSG91_TEMPLATE_ID_HI,
      },
      now,
    ),
    wishlists: createWishlists(db),
    stockAlerts: createStockAlerts(db),
    onboarding: { state: (websiteId: number) => onboardingState(db, websiteId, now(), settings) },
    forms: createFormSubmissions(db, rateLimiter, {
      limit: settings.FORM_RATE_LIMIT,
      windowSeconds: settings.FORM_RATE_WINDOW_SECONDS,
    }),
    sitemaps: createSitemaps(db),
    admin: createBackOffice({
      db,
      catalogue,
      catalogueChanges,
      websites,
      deliverySetup,
      delivery,
      resolves: pageData.resolves,
      refunds: payments.refunds,
      rateLimiter,
      now,
      baseDomain: settings.BASE_DOMAIN,
      domainProbe: outside.domainProbe,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** A configured provider wherever it is set; else the outbox, which exists only in development and test (ADR 0016). */
function smsSender(db: Db, settings: ServiceSettings): SmsSender {
  if (settings.SMS_PROVIDER === "msg91" && settings.MSG91_AUTH_KEY && settings.MSG91_TEMPLATE_ID) {
    return createMsg91Sender({ authKey: settings.MSG91_AUTH_KEY, templateId: settings.MSG91_TEMPLATE_ID, apiUrl: settings.MSG91_API_URL });
  }
  return settings.NODE_ENV === "production" ? createUnconfiguredSender() : createOutboxSender(db);
}

/** SMTP wherever SMTP_URL is set; else the outbox outside production, and nothing in it (ADR 0079). */
function emailSender(db: Db, settings: ServiceSettings): EmailSender {
  if (settings.SMTP_URL && settings.SMTP_FROM) return createSmtpSender({ url: settings.SMTP_URL, from: settings.SMTP_FROM });
  return settings.NODE_ENV === "production" ? createUnconfiguredEmailSender() : createOutboxEmailSender(db);
}
