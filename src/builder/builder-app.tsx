// The page builder app (/page-builder, ADR 0024): its routes below the builder's address.
import { createBrowserRouter, RouterProvider } from "react-router";
import { PAGE_BUILDER_PATH } from "../shared/page-builder";
import { toolRoutes } from "../tool-shell/tool-routes";
import { loadToolSession } from "../tool-shell/tool-session";
import { BUILDER_SCREENS } from "./builder-screens";
import { BuilderShell } from "./shell/builder-shell";

export const builderRoutes = toolRoutes({ element: <BuilderShell />, loadSession: loadToolSession }, BUILDER_SCREENS);

export function createBuilderRouter() {
  return createBrowserRouter(builderRoutes, { basename: PAGE_BUILDER_PATH });
}

export function BuilderApp({ router }: { router: ReturnType<typeof createBuilderRouter> }) {
  return <RouterProvider router={router} />;
}
