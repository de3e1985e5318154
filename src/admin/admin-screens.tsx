// The back office's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import type { ToolScreen } from "../tool-shell/tool-routes";

export const ADMIN_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /bos/admin opens on it, where the shop's "Administration" link leads.
  { path: "dashboard", label: "Dashboard", screen: () => import("./dashboard/dashboard-screen").then((m) => m.route) },
  {
    path: "products",
    group: "Catalogue",
    label: "Products",
    screen: () => import("./catalogue/products-screen").then((m) => m.route),
    below: [{ path: ":id", screen: () => import("./catalogue/product-editor-screen").then((m) => m.route) }],
  },
  { path: "categories", group: "Catalogue", label: "Categories", screen: () => import("./catalogue/categories-screen").then((m) => m.route) },
  { path: "brands", group: "Catalogue", label: "Brands", screen: () => import("./catalogue/brands-screen").then((m) => m.route) },
  { path: "suppliers", group: "Catalogue", label: "Suppliers", screen: () => import("./catalogue/suppliers-screen").then((m) => m.route) },
  { path: "products-csv", group: "Catalogue", label: "Import & export", screen: () => import("./catalogue-csv/product-csv-screen").then((m) => m.route) },
  { path: "search-words", group: "Catalogue", label: "Search words", screen: () => import("./search/search-words-screen").then((m) => m.route) },
  {
    path: "orders",
    group: "Sales",
    label: "Orders",
    screen: () => import("./orders/orders-screen").then((m) => m.route),
    below: [
      { path: ":orderNumber", screen: () => import("./orders/order-detail-screen").then((m) => m.route) },
      { path: ":orderNumber/packing-slip", screen: () => import("./orders/packing-slip-screen").then((m) => m.route) },
    ],
  },
  // Shoppers' reports of missing, damaged or wrong items (issue 33).
  { path: "problems", group: "Sales", label: "Problems", screen: () => import("./order-reports/reports-screen").then((m) => m.route) },
  { path: "delivery", group: "Sales", label: "Delivery", screen: () => import("./delivery/delivery-screen").then((m) => m.route) },
  { path: "payments", group: "Sales", label: "Payments", screen: () => import("./payments/payments-screen").then((m) => m.route) },
  { path: "messages", group: "Sales", label: "Messages", screen: () => import("./messages/messages-screen").then((m) => m.route) },
  // Tax invoices, credit notes and the GSTR-1 export (issue 34).
  { path: "gst", group: "Sales", label: "GST", screen: () => import("./gst/gst-screen").then((m) => m.route) },
  {
    path: "coupons",
    group: "Sales",
    label: "Coupons",
    screen: () => import("./coupons/coupons-screen").then((m) => m.route),
    below: [{ path: ":id", screen: () => import("./coupons/coupon-editor-screen").then((m) => m.route) }],
  },
  {
    path: "customers",
    group: "People",
    label: "Customers",
    screen: () => import("./people/customers-screen").then((m) => m.route),
    below: [{ path: ":id", screen: () => import("./people/customer-detail-screen").then((m) => m.route) }],
  },
  { path: "staff", group: "People", label: "Staff", screen: () => import("./people/staff-screen").then((m) => m.route) },
  { path: "audit", group: "People", label: "Audit log", screen: () => import("./audit/audit-screen").then((m) => m.route) },
  // The owner's wording of any text the shop shows, per language (issue 35).
  { path: "shop-texts", group: "Website", label: "Shop texts", screen: () => import("./shop-texts/shop-texts-screen").then((m) => m.route) },
];
