// The point of sale's screens: the header's navigation and the router both read this list.
// Each screen is its own chunk, fetched when opened, so the first load is the shell alone.
import { lazy } from "react";
import { lazyScreen, type ToolScreen } from "../tool-shell/tool-routes";

const SaleScreen = lazy(() => import("./sale/sale-screen").then((m) => ({ default: m.SaleScreen })));
const SalesScreen = lazy(() => import("./sales/sales-screen").then((m) => ({ default: m.SalesScreen })));
const ReceiptScreen = lazy(() => import("./receipt/receipt-screen").then((m) => ({ default: m.ReceiptScreen })));

export const POS_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /pos opens on the counter, where the account menu's "POS" link leads.
  { path: "counter", label: "Counter", element: lazyScreen(<SaleScreen />) },
  { path: "sales", label: "Today's sales", element: lazyScreen(<SalesScreen />), below: [{ path: ":orderNumber", element: lazyScreen(<ReceiptScreen />) }] },
];
