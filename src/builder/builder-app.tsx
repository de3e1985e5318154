// The page builder app (/page-builder, ADR 0024): its routes below the builder's address.
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { PAGE_BUILDER_PATH } from "../shared/page-builder";
import { BUILDER_SCREENS } from "./builder-screens";
import { BuilderShell } from "./shell/builder-shell";

export const builderRoutes: RouteObject[] = [
  {
    path: "/",
    element: <BuilderShell />,
    children: [
      { index: true, element: <Navigate to={BUILDER_SCREENS[0]!.path} replace /> },
      ...BUILDER_SCREENS.map((screen) => ({ path: screen.path, children: [{ index: true, element: screen.element }, ...(screen.below ?? [])] })),
      { path: "*", element: <Navigate to={BUILDER_SCREENS[0]!.path} replace /> },
    ],
  },
];

export function createBuilderRouter() {
  return createBrowserRouter(builderRoutes, { basename: PAGE_BUILDER_PATH });
}

export function BuilderApp({ router }: { router: ReturnType<typeof createBuilderRouter> }) {
  return <RouterProvider router={router} />;
}
