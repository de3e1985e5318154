// Test support only: the back office opened at one of its addresses against a stand-in server
// (src/client/api/fake-shop-server) that answers the admin of Fresh Basket, and a list's page in
// the shape every admin list answers with.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { ListMeta } from "../../shared/api/admin-catalogue";
import type { AdminWebsitesAnswer } from "../../shared/api/websites";
import { BACK_OFFICE_PATH } from "../../shared/back-office";
import { adminRoutes } from "../admin-app";

export function adminServer(): FakeShopServer {
  const server = createFakeShopServer();
  const websites: AdminWebsitesAnswer = {
    websites: [{ id: 2, name: "Fresh Basket", description: "", logo: "", domains: ["fresh.localhost"], pending_domains: [], url: "http://fresh.localhost:3000", active: true }],
    active_website_id: 2,
    superadmin: false,
    canSwitch: false,
  };
  server.on("GET", "/s/api/admin/websites", () => jsonResponse(websites));
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

export function openAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [`${BACK_OFFICE_PATH}${path}`], basename: BACK_OFFICE_PATH });
  render(<RouterProvider router={router} />);
  return router;
}

export const page = <T,>(data: T[], meta: Partial<ListMeta> = {}) => ({ data, meta: { total: data.length, page: 1, per_page: 20, ...meta } });
