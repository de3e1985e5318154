// The back-office app (/bos/admin, issue 11): its routes below the back office's address.
import { createBrowserRouter, RouterProvider } from "react-router";
import { BACK_OFFICE_PATH } from "../shared/back-office";
import { toolRoutes } from "../tool-shell/tool-routes";
import { loadToolSession } from "../tool-shell/tool-session";
import { ADMIN_SCREENS } from "./admin-screens";
import { AdminShell } from "./shell/admin-shell";

export const adminRoutes = toolRoutes({ element: <AdminShell />, loadSession: loadToolSession }, ADMIN_SCREENS);

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: BACK_OFFICE_PATH });
}

export function AdminApp({ router }: { router: ReturnType<typeof createAdminRouter> }) {
  return <RouterProvider router={router} />;
}
