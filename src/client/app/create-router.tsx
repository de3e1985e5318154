// The router: one child route per §2 route, each rendering the page document for its path,
// all inside the shell. The route table itself lives in src/shared/routes.ts. /preview (ADR 0014)
// and the builder's /builder-preview (ADR 0024) are the screens outside it.
import { createBrowserRouter, type RouteObject, type ShouldRevalidateFunctionArgs } from "react-router";
import { dynamicRoute, routes, type RouteDef } from "../../shared/routes";
import { BuilderPreviewRoute, builderPreviewRoute } from "../builder-preview/builder-preview-route";
import { createPageLoader, type PageLoaderDeps } from "./page-loader";
import { PageView } from "./page-view";
import { PreviewRoute, previewRoute } from "./preview-route";
import { RouteError } from "./route-error";
import type { RouteHandle } from "./route-handle";
import { Shell } from "./shell";

/** The route objects, shared by the browser router and the server's first render. */
export function appRoutes(deps: PageLoaderDeps): RouteObject[] {
  const child = (route: RouteDef) => ({
    id: route.name,
    path: route.path,
    loader: createPageLoader(route, deps),
    element: <PageView />,
    // Page data depends on the path alone; a screen that reads the query (the product list)
    // follows it itself, without the page being fetched again.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate),
    handle: { route } satisfies RouteHandle,
  });
  return [
    {
      id: "root",
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        ...routes.map(child),
        // Ranks above the catch-all dynamic route, so no content page can take its path; no
        // loader, as no page document belongs to it.
        { id: previewRoute.name, path: previewRoute.path, element: <PreviewRoute />, handle: { route: previewRoute } satisfies RouteHandle },
        { id: builderPreviewRoute.name, path: builderPreviewRoute.path, element: <BuilderPreviewRoute />, handle: { route: builderPreviewRoute } satisfies RouteHandle },
        child(dynamicRoute),
      ],
    },
  ];
}

export function createAppRouter(deps: PageLoaderDeps) {
  return createBrowserRouter(appRoutes(deps));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
