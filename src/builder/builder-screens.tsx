// The builder's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import { lazy } from "react";
import { lazyScreen as screen, type ToolScreen } from "../tool-shell/tool-routes";
import { PAGES_SEGMENT } from "./pages/page-paths";

const SettingsScreen = lazy(() => import("./settings/settings-screen").then((m) => ({ default: m.SettingsScreen })));
const PagesScreen = lazy(() => import("./pages/pages-screen").then((m) => ({ default: m.PagesScreen })));
const PageEditorScreen = lazy(() => import("./pages/page-editor-screen").then((m) => ({ default: m.PageEditorScreen })));
const SubmissionsScreen = lazy(() => import("./submissions/submissions-screen").then((m) => ({ default: m.SubmissionsScreen })));

export const BUILDER_SCREENS: readonly [ToolScreen, ...ToolScreen[]] = [
  // First: /page-builder opens on it, where the shop's "Website Settings" link leads.
  { path: "settings", label: "Settings", element: screen(<SettingsScreen />) },
  { path: PAGES_SEGMENT, label: "Pages", element: screen(<PagesScreen />), below: [{ path: ":id", element: screen(<PageEditorScreen />) }] },
  { path: "submissions", label: "Form submissions", element: screen(<SubmissionsScreen />) },
];
