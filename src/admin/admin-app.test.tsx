// The back office's frame below /bos/admin: who is here decides between the screens and a
// message saying where to go; the dashboard names the active website.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../client/api/fake-shop-server";
import type { AdminWebsite, AdminWebsitesAnswer } from "../shared/api/websites";
import { BACK_OFFICE_PATH } from "../shared/back-office";
import { adminRoutes } from "./admin-app";
import { ADMIN_SCREENS } from "./admin-screens";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const fresh: AdminWebsite = {
  id: 2,
  name: "Fresh Basket",
  description: "Vegetables and staples in Indiranagar",
  logo: "",
  domains: ["fresh.localhost"],
  pending_domains: [],
  url: "http://fresh.localhost:3000",
  active: true,
};
const other: AdminWebsite = { ...fresh, id: 3, name: "Corner Kirana", description: "", domains: ["corner.localhost"], url: "http://corner.localhost:3000", active: false };
const answer = (over: Partial<AdminWebsitesAnswer> = {}): AdminWebsitesAnswer => ({ websites: [fresh], active_website_id: 2, superadmin: false, canSwitch: false, ...over });

function openAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [`${BACK_OFFICE_PATH}${path}`], basename: BACK_OFFICE_PATH });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the back office", () => {
  it("opens on the dashboard of the active website, with the header and the navigation", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ websites: [other, fresh], canSwitch: true })));
    const router = openAt("");
    expect(await screen.findByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/bos/admin/dashboard");
    expect(screen.getByText("Vegetables and staples in Indiranagar")).toBeTruthy();
    expect(screen.getByText("Fresh Basket", { selector: "strong" }).closest("p")?.textContent).toBe("Managing Fresh Basket");
    expect(screen.getByRole("link", { name: "View the shop" }).getAttribute("href")).toBe("http://fresh.localhost:3000");
    expect(screen.getByRole("link", { name: "Switch website" }).getAttribute("href")).toBe("/auth/bos/choose");
    expect(screen.getByRole("link", { name: "Open the page builder" }).getAttribute("href")).toBe("/page-builder");
    const nav = screen.getByRole("navigation", { name: "Administration" });
    const dashboard = within(nav).getByRole("link", { name: "Dashboard" });
    expect(dashboard.getAttribute("href")).toBe("/bos/admin/dashboard");
    expect(dashboard.getAttribute("aria-current")).toBe("page");
    // One link per screen of the list, in its order, and nothing else.
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(ADMIN_SCREENS.map((s) => [s.label, `${BACK_OFFICE_PATH}/${s.path}`]));
    // Each section's name once, where its first screen is listed.
    for (const group of new Set(ADMIN_SCREENS.map((s) => s.group).filter(Boolean))) expect(within(nav).getAllByText(group!)).toHaveLength(1);
    expect(screen.queryByText("Corner Kirana")).toBeNull();
  });

  it("leads an unknown address below it to the dashboard", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer()));
    const router = openAt("/no-such-screen");
    expect(await screen.findByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/bos/admin/dashboard");
  });

  it("asks a signed-out visitor to sign in, and shows nothing of the website", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse({ message: "Sign in first" }, 401));
    openAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Sign in to run your shop" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
    expect(screen.queryByRole("navigation", { name: "Administration" })).toBeNull();
  });

  it("tells a user who administers no website to choose or create one", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ websites: [], active_website_id: null })));
    openAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Your account does not manage a website" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a website" }).getAttribute("href")).toBe("/auth/bos/choose");
  });

  it("says the same to a visitor the server refuses (403)", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse({ message: "Forbidden" }, 403));
    openAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Your account does not manage a website" })).toBeTruthy();
  });

  it("asks an admin without an active website to choose one", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ websites: [{ ...fresh, active: false }], active_website_id: null })));
    openAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Choose a website to manage" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a website" }).getAttribute("href")).toBe("/auth/bos/choose");
  });

  it("says it could not start with the §8 message, and starts when tried again", async () => {
    let failing = true;
    server.on("GET", "/s/api/admin/websites", () => (failing ? new Response("", { status: 502 }) : jsonResponse(answer())));
    openAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "The back office could not start" })).toBeTruthy();
    expect(screen.getByText("There's been an error, please try again.")).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
  });
});
