// The builder's screens: the left navigation and the router both read this list, so a new
// screen (Pages, issue 10) is one entry here. Each screen is its own chunk, fetched when opened.
import { lazy, Suspense, type ReactNode } from "react";
import { Loading } from "../client/ui/loading";

const SettingsScreen = lazy(() => import("./settings/settings-screen").then((m) => ({ default: m.SettingsScreen })));

export interface BuilderScreen {
  /** Below /page-builder/. */
  path: string;
  label: string;
  element: ReactNode;
}

const screen = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

export const BUILDER_SCREENS: readonly BuilderScreen[] = [{ path: "settings", label: "Settings", element: screen(<SettingsScreen />) }];
