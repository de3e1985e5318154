// The point of sale's screens: the header's navigation and the router both read this list.
// Each screen is its own chunk, fetched when opened, so the first load is the shell alone.
import type { ToolScreen } from "../tool-shell/tool-routes";

export const POS_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /pos opens on the counter, where the account menu's "POS" link leads.
  { path: "counter", label: "Counter", screen: () => import("./sale/sale-screen").then((m) => m.route) },
  {
    path: "sales",
    label: "Today's sales",
    screen: () => import("./sales/sales-screen").then((m) => m.route),
    below: [{ path: ":orderNumber", screen: () => import("./receipt/receipt-screen").then((m) => m.route) }],
  },
];
