// The domain services of one server, built once over one database.
import type { Database } from "./db/client";
import { createCatalogueChanges } from "./domain/catalogue/catalogue-changes";
import { createCatalogueReader } from "./domain/catalogue/catalogue-reader";
import { createDeliveryArea } from "./domain/delivery/delivery-area";
import { createPageData } from "./domain/pages/page-data";
import { createSessionStore } from "./domain/sessions/session-store";
import { createInitAnswer } from "./domain/websites/init-answer";
import { createWebsiteFinder } from "./domain/websites/find-website";

export function createServices(database: Database, secret: string) {
  const { db } = database;
  const catalogue = createCatalogueReader(db);
  const websites = createWebsiteFinder(db);
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
  };
}
export type Services = ReturnType<typeof createServices>;
