// The builder's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import type { ToolScreen } from "../tool-shell/tool-routes";
import { PAGES_SEGMENT } from "./pages/page-paths";

export const BUILDER_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /page-builder opens on it, where the shop's "Website Settings" link leads.
  { path: "settings", label: "Settings", screen: () => import("./settings/settings-screen").then((m) => m.route) },
  {
    path: PAGES_SEGMENT,
    label: "Pages",
    screen: () => import("./pages/pages-screen").then((m) => m.route),
    below: [{ path: ":id", screen: () => import("./pages/page-editor-screen").then((m) => m.route) }],
  },
  { path: "submissions", label: "Form submissions", screen: () => import("./submissions/submissions-screen").then((m) => m.route) },
];
