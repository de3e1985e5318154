// The back office's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import { lazy } from "react";
import { lazyScreen, type ToolScreen } from "../tool-shell/tool-routes";

const DashboardScreen = lazy(() => import("./dashboard/dashboard-screen").then((m) => ({ default: m.DashboardScreen })));
const ProductsScreen = lazy(() => import("./catalogue/products-screen").then((m) => ({ default: m.ProductsScreen })));
const ProductEditorScreen = lazy(() => import("./catalogue/product-editor-screen").then((m) => ({ default: m.ProductEditorScreen })));
const CategoriesScreen = lazy(() => import("./catalogue/categories-screen").then((m) => ({ default: m.CategoriesScreen })));
const BrandsScreen = lazy(() => import("./catalogue/brands-screen").then((m) => ({ default: m.BrandsScreen })));
const SuppliersScreen = lazy(() => import("./catalogue/suppliers-screen").then((m) => ({ default: m.SuppliersScreen })));
const SearchWordsScreen = lazy(() => import("./search/search-words-screen").then((m) => ({ default: m.SearchWordsScreen })));
const ProductCsvScreen = lazy(() => import("./catalogue-csv/product-csv-screen").then((m) => ({ default: m.ProductCsvScreen })));
const AuditScreen = lazy(() => import("./audit/audit-screen").then((m) => ({ default: m.AuditScreen })));
const OrdersScreen = lazy(() => import("./orders/orders-screen").then((m) => ({ default: m.OrdersScreen })));
const OrderDetailScreen = lazy(() => import("./orders/order-detail-screen").then((m) => ({ default: m.OrderDetailScreen })));
const PackingSlipScreen = lazy(() => import("./orders/packing-slip-screen").then((m) => ({ default: m.PackingSlipScreen })));
const CouponsScreen = lazy(() => import("./coupons/coupons-screen").then((m) => ({ default: m.CouponsScreen })));
const CouponEditorScreen = lazy(() => import("./coupons/coupon-editor-screen").then((m) => ({ default: m.CouponEditorScreen })));
const CustomersScreen = lazy(() => import("./people/customers-screen").then((m) => ({ default: m.CustomersScreen })));
const CustomerDetailScreen = lazy(() => import("./people/customer-detail-screen").then((m) => ({ default: m.CustomerDetailScreen })));
const StaffScreen = lazy(() => import("./people/staff-screen").then((m) => ({ default: m.StaffScreen })));
const PaymentsScreen = lazy(() => import("./payments/payments-screen").then((m) => ({ default: m.PaymentsScreen })));
const DeliveryScreen = lazy(() => import("./delivery/delivery-screen").then((m) => ({ default: m.DeliveryScreen })));

export const ADMIN_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /bos/admin opens on it, where the shop's "Administration" link leads.
  { path: "dashboard", label: "Dashboard", element: lazyScreen(<DashboardScreen />) },
  { path: "products", group: "Catalogue", label: "Products", element: lazyScreen(<ProductsScreen />), below: [{ path: ":id", element: lazyScreen(<ProductEditorScreen />) }] },
  { path: "categories", group: "Catalogue", label: "Categories", element: lazyScreen(<CategoriesScreen />) },
  { path: "brands", group: "Catalogue", label: "Brands", element: lazyScreen(<BrandsScreen />) },
  { path: "suppliers", group: "Catalogue", label: "Suppliers", element: lazyScreen(<SuppliersScreen />) },
  { path: "products-csv", group: "Catalogue", label: "Import & export", element: lazyScreen(<ProductCsvScreen />) },
  { path: "search-words", group: "Catalogue", label: "Search words", element: lazyScreen(<SearchWordsScreen />) },
  {
    path: "orders",
    group: "Sales",
    label: "Orders",
    element: lazyScreen(<OrdersScreen />),
    below: [
      { path: ":orderNumber", element: lazyScreen(<OrderDetailScreen />) },
      { path: ":orderNumber/packing-slip", element: lazyScreen(<PackingSlipScreen />) },
    ],
  },
  { path: "delivery", group: "Sales", label: "Delivery", element: lazyScreen(<DeliveryScreen />) },
  { path: "payments", group: "Sales", label: "Payments", element: lazyScreen(<PaymentsScreen />) },
  { path: "coupons", group: "Sales", label: "Coupons", element: lazyScreen(<CouponsScreen />), below: [{ path: ":id", element: lazyScreen(<CouponEditorScreen />) }] },
  { path: "customers", group: "People", label: "Customers", element: lazyScreen(<CustomersScreen />), below: [{ path: ":id", element: lazyScreen(<CustomerDetailScreen />) }] },
  { path: "staff", group: "People", label: "Staff", element: lazyScreen(<StaffScreen />) },
  { path: "audit", group: "People", label: "Audit log", element: lazyScreen(<AuditScreen />) },
];
