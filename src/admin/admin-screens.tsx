// The back office's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import { lazy } from "react";
import { lazyScreen, type ToolScreen } from "../tool-shell/tool-routes";

const DashboardScreen = lazy(() => import("./dashboard/dashboard-screen").then((m) => ({ default: m.DashboardScreen })));

export const ADMIN_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /bos/admin opens on it, where the shop's "Administration" link leads.
  { path: "dashboard", label: "Dashboard", element: lazyScreen(<DashboardScreen />) },
];
