// The builder's screens: the left navigation and the router both read this list, so a new
// screen is one entry here. Each screen is its own chunk, fetched when opened.
import { lazy, Suspense, type ReactNode } from "react";
import { Loading } from "../client/ui/loading";
import { PAGES_SEGMENT } from "./pages/page-paths";

const SettingsScreen = lazy(() => import("./settings/settings-screen").then((m) => ({ default: m.SettingsScreen })));
const PagesScreen = lazy(() => import("./pages/pages-screen").then((m) => ({ default: m.PagesScreen })));
const PageEditorScreen = lazy(() => import("./pages/page-editor-screen").then((m) => ({ default: m.PageEditorScreen })));
const SubmissionsScreen = lazy(() => import("./submissions/submissions-screen").then((m) => ({ default: m.SubmissionsScreen })));

export interface BuilderScreen {
  /** Below /page-builder/. */
  path: string;
  label: string;
  element: ReactNode;
  /** Screens opened from this one, at paths below its own (a page's editor under Pages); not in the navigation. */
  below?: readonly { path: string; element: ReactNode }[];
}

const screen = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

export const BUILDER_SCREENS: readonly BuilderScreen[] = [
  // First: /page-builder opens on it, where the shop's "Website Settings" link leads.
  { path: "settings", label: "Settings", element: screen(<SettingsScreen />) },
  { path: PAGES_SEGMENT, label: "Pages", element: screen(<PagesScreen />), below: [{ path: ":id", element: screen(<PageEditorScreen />) }] },
  { path: "submissions", label: "Form submissions", element: screen(<SubmissionsScreen />) },
];
