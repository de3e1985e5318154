// The /builder-preview route (ADR 0024): the shop's shell drawn with settings the page builder
// sends from the window that frames it. Like /preview (ADR 0014) it is not a §2 route: no page
// document belongs to it, and its screen is a lazily loaded chunk, outside the first paint.
import { lazy, Suspense } from "react";
import { BUILDER_PREVIEW_PATH } from "../../shared/page-builder";
import type { RouteDef } from "../../shared/routes";
import { useHydrated } from "../lib/use-hydrated";
import { Loading } from "../ui/loading";

const BuilderPreviewScreen = lazy(() => import("./builder-preview-screen").then((m) => ({ default: m.BuilderPreviewScreen })));

export const builderPreviewRoute: RouteDef = {
  name: "builder-preview",
  path: BUILDER_PREVIEW_PATH,
  meta: { fullWidth: false, requiresAuth: false, requiresAgent: false, guestOnly: false, scrollToTop: true },
};

export function BuilderPreviewRoute() {
  // Messages arrive only in a browser; the server's first render draws the placeholder.
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <BuilderPreviewScreen />
    </Suspense>
  );
}
