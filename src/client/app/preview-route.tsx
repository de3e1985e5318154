// The /preview route's screen (ADR 0014). It is not a §2 route: no page document is seeded or
// loaded for it, and its screen is fetched only when someone opens it, outside the shop's
// first-paint bundle. In production it is Not found.
import { lazy, Suspense } from "react";
import { PREVIEW_PATH } from "../../shared/constants";
import type { RouteDef } from "../../shared/routes";
import { previewApi } from "../api/preview-api";
import { reportingEnvironment } from "../lib/error-reporter";
import { useHydrated } from "../lib/use-hydrated";
import { Loading } from "../ui/loading";
import { NotFound } from "./not-found";

const PreviewScreen = lazy(() => import("../preview/preview-screen").then((m) => ({ default: m.PreviewScreen })));

export const previewRoute: RouteDef = {
  name: "preview",
  path: PREVIEW_PATH,
  meta: { fullWidth: false, requiresAuth: false, requiresAgent: false, guestOnly: false, scrollToTop: true },
};

export function PreviewRoute() {
  // The server's first render knows no environment and has no use for the screen: it renders
  // the placeholder, and the browser decides once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  // The server writes its environment into the page (shop-html.ts); the API routes the screen
  // needs are absent in production as well.
  if (reportingEnvironment() === "production") return <NotFound />;
  return (
    <Suspense fallback={<Loading />}>
      <PreviewScreen api={previewApi} />
    </Suspense>
  );
}
