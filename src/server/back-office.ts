// The services of the back office, the page builder and the point of sale, built once with the
// rest (services.ts) rather than in each route file: one writer per kind of change, so every
// route that changes the catalogue or delivery setup tells the other processes the same way.
import { createAdminBrands } from "./domain/admin-catalogue/admin-brands";
import { createAdminCategories } from "./domain/admin-catalogue/admin-categories";
import { createAdminProducts } from "./domain/admin-catalogue/admin-products";
import { createAdminSuppliers } from "./domain/admin-catalogue/admin-suppliers";
import { createCatalogueWriter } from "./domain/admin-catalogue/catalogue-write";
import { createProductCsvImport } from "./domain/admin-catalogue/product-csv-import";
import { createAdminCoupons } from "./domain/admin-coupons/admin-coupons";
import { createAdminMessages } from "./domain/admin-messages/admin-messages";
import { createAdminGst } from "./domain/invoices/admin-gst";
import { createAdminCharges } from "./domain/admin-delivery/admin-charges";
import { createAdminHolidays } from "./domain/admin-delivery/admin-holidays";
import { createAdminPincodes } from "./domain/admin-delivery/admin-pincodes";
import { createAdminSlots } from "./domain/admin-delivery/admin-slots";
import { createAdminWarehouses } from "./domain/admin-delivery/admin-warehouses";
import { createDeliveryWriter } from "./domain/admin-delivery/delivery-write";
import { createAdminOrderChanges } from "./domain/admin-orders/admin-order-changes";
import { createAdminOrderReader } from "./domain/admin-orders/admin-order-reader";
import type { OrderRefunds } from "./domain/admin-orders/order-refunds";
import { createAdminCustomers } from "./domain/admin-people/admin-customers";
import { createReportDecisions } from "./domain/order-reports/report-decisions";
import { createReportQueue } from "./domain/order-reports/report-queue";
import { createAdminStaff } from "./domain/admin-people/admin-staff";
import { createAuditReader } from "./domain/audit/audit-reader";
import { createCataloguePicker } from "./domain/catalogue/catalogue-picker";
import type { CatalogueReader } from "./domain/catalogue/catalogue-reader";
import type { createCatalogueChanges } from "./domain/catalogue/catalogue-changes";
import { createFormSubmissionReader } from "./domain/forms/form-submission-reader";
import { createMediaLibrary } from "./domain/media/media-library";
import { createPageAdmin } from "./domain/pages/page-admin";
import { createPosSales } from "./domain/pos/pos-sales";
import { createIntegrationsStore } from "./domain/websites/integrations";
import { createMediaUploads } from "./domain/websites/media-uploads";
import { createSiteSettingsStore } from "./domain/websites/site-settings-store";
import { createWebsiteAdmins } from "./domain/websites/website-admins";
import { createWebsiteCreator } from "./domain/websites/website-creator";
import { createDomainVerifier } from "./domain/websites/domain-verification";
import { createDomainProbe, type DomainProbe } from "./domain/websites/domain-probe";
import type { RateLimiter } from "./domain/rate-limit/rate-limiter";
import type { Db } from "./db/client";

interface Core {
  db: Db;
  catalogue: CatalogueReader;
  catalogueChanges: ReturnType<typeof createCatalogueChanges>;
  websites: Parameters<typeof createSiteSettingsStore>[1];
  deliverySetup: { forget: () => void };
  delivery: { forget: () => void; defaultWarehouse: Parameters<typeof createCataloguePicker>[1] };
  resolves: Parameters<typeof createPageAdmin>[1]["resolves"];
  refunds: OrderRefunds;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** BASE_DOMAIN: new websites also answer at `<sub>.<baseDomain>` (ADR 0023). */
  baseDomain?: string | undefined;
  /** DNS and HTTP for checking owners' own domains (ADR 0048); the real ones when left out. */
  domainProbe?: DomainProbe | undefined;
}

export function createBackOffice({ db, catalogue, catalogueChanges, websites, deliverySetup, delivery, resolves, refunds, rateLimiter, now, baseDomain, domainProbe }: Core) {
  const catalogueWrite = createCatalogueWriter(db, catalogueChanges.catalogueChanged);
  const deliveryWrite = createDeliveryWriter(db, { forgetSetup: deliverySetup.forget, forgetDefaults: delivery.forget });
  const orderReader = createAdminOrderReader(db);
  const reportQueue = createReportQueue(db);
  return {
    admins: createWebsiteAdmins(db),
    audit: createAuditReader(db),
    catalogue: {
      products: createAdminProducts(db, catalogueWrite),
      categories: createAdminCategories(db, catalogueWrite),
      brands: createAdminBrands(db, catalogueWrite),
      suppliers: createAdminSuppliers(db, catalogueWrite),
      csvImport: createProductCsvImport(db, catalogueWrite),
    },
    coupons: createAdminCoupons(db, now),
    messages: createAdminMessages(db),
    // GST settings, issued documents and the GSTR-1 export (issue 34).
    gst: createAdminGst(db, websites),
    delivery: {
      warehouses: createAdminWarehouses(db, deliveryWrite),
      pincodes: createAdminPincodes(db, deliveryWrite),
      charges: createAdminCharges(db, deliveryWrite),
      slots: createAdminSlots(db, deliveryWrite, now),
      holidays: createAdminHolidays(db, deliveryWrite, now),
    },
    orders: { reader: orderReader, changes: createAdminOrderChanges(db, orderReader, refunds) },
    // Shoppers' problem reports (issue 33): the queue, and resolving or rejecting one.
    orderReports: { queue: reportQueue, decisions: createReportDecisions(db, reportQueue, refunds, now) },
    people: { customers: createAdminCustomers(db), staff: createAdminStaff(db) },
    formSubmissions: createFormSubmissionReader(db),
    integrations: createIntegrationsStore(db, websites),
    media: { library: createMediaLibrary(db), uploads: createMediaUploads(db) },
    pages: createPageAdmin(db, { resolves }),
    picker: createCataloguePicker(
      catalogue,
      (websiteId) => delivery.defaultWarehouse(websiteId),
      (websiteId) => catalogueChanges.versionOf(websiteId),
    ),
    posSales: createPosSales(db, now),
    siteSettings: createSiteSettingsStore(db, websites),
    websiteCreator: createWebsiteCreator(db, rateLimiter, { baseDomain }),
    domains: createDomainVerifier(db, websites, rateLimiter, domainProbe ?? createDomainProbe()),
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;
