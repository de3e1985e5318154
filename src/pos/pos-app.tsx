// The point-of-sale app (/pos, issue 12): its routes below the point of sale's address.
import { createBrowserRouter, RouterProvider } from "react-router";
import { POS_PATH } from "../shared/pos";
import { toolRoutes } from "../tool-shell/tool-routes";
import { loadPosSession } from "./shell/pos-session";
import { POS_SCREENS } from "./pos-screens";
import { PosShell } from "./shell/pos-shell";

export const posRoutes = toolRoutes({ element: <PosShell />, loadSession: loadPosSession }, POS_SCREENS);

export function createPosRouter() {
  return createBrowserRouter(posRoutes, { basename: POS_PATH });
}

export function PosApp({ router }: { router: ReturnType<typeof createPosRouter> }) {
  return <RouterProvider router={router} />;
}
