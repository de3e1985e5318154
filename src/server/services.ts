// The domain services of one server, built once over one database.
import { defaultConfig, type Config } from "./config";
import type { Database } from "./db/client";
import { createCarts } from "./domain/cart/carts";
import { createCatalogueChanges } from "./domain/catalogue/catalogue-changes";
import { createCatalogueReader } from "./domain/catalogue/catalogue-reader";
import { createDeliveryArea } from "./domain/delivery/delivery-area";
import { createFormSubmissions } from "./domain/forms/form-submissions";
import { createPageData } from "./domain/pages/page-data";
import { createRateLimiter } from "./domain/rate-limit/rate-limiter";
import { createSessionStore } from "./domain/sessions/session-store";
import { createWishlists } from "./domain/wishlists/wishlists";
import { createInitAnswer } from "./domain/websites/init-answer";
import { createWebsiteFinder } from "./domain/websites/find-website";

/** The settings the services read; the rest of the configuration is the server's. */
export type ServiceSettings = Pick<Config, "FORM_RATE_LIMIT" | "FORM_RATE_WINDOW_SECONDS">;

export function createServices(database: Database, secret: string, settings: ServiceSettings = defaultConfig(), now: () => Date = () => new Date()) {
  const { db } = database;
  const catalogue = createCatalogueReader(db);
  const websites = createWebsiteFinder(db);
  const rateLimiter = createRateLimiter(db);
  return {
    database,
    db,
    websites,
    catalogueChanges: createCatalogueChanges(db, websites),
    sessions: createSessionStore(db, secret),
    catalogue,
    delivery: createDeliveryArea(db),
    pageData: createPageData(db, catalogue),
    init: createInitAnswer(db, catalogue),
    rateLimiter,
    carts: createCarts(db, now),
    wishlists: createWishlists(db),
    forms: createFormSubmissions(db, rateLimiter, {
      limit: settings.FORM_RATE_LIMIT,
      windowSeconds: settings.FORM_RATE_WINDOW_SECONDS,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
