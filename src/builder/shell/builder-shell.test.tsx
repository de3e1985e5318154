import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminWebsite, AdminWebsitesAnswer } from "../../shared/api/websites";
import { loadToolSession } from "../../tool-shell/tool-session";
import { BuilderShell } from "./builder-shell";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const fresh: AdminWebsite = { id: 2, name: "Fresh Basket", description: "", logo: "", domains: ["fresh.localhost"], pending_domains: [], url: "http://fresh.localhost:3000", active: true };
const answer = (over: Partial<AdminWebsitesAnswer> = {}): AdminWebsitesAnswer => ({ websites: [fresh], active_website_id: 2, superadmin: false, canSwitch: false, ...over });

function renderShell() {
  // The shell reads the session its route loaded (toolRoutes), as in the app.
  const router = createMemoryRouter(
    [{ path: "/", element: <BuilderShell />, loader: ({ request }) => loadToolSession(request.signal), children: [{ path: "settings", element: <p>Settings screen</p> }] }],
    { initialEntries: ["/settings"] },
  );
  render(<RouterProvider router={router} />);
}

describe("the builder's shell", () => {
  it("names the website being edited, links to choosing another and to its shop, and lists the screens", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ canSwitch: true })));
    renderShell();
    expect(await screen.findByText("Settings screen")).toBeTruthy();
    expect(screen.getByText("Fresh Basket").closest("p")?.textContent).toBe("Editing Fresh Basket");
    expect(screen.getByRole("link", { name: "Switch website" }).getAttribute("href")).toBe("/auth/bos/choose");
    expect(screen.getByRole("link", { name: "View the shop" }).getAttribute("href")).toBe("http://fresh.localhost:3000");
    const nav = screen.getByRole("navigation", { name: "Page builder" });
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBe("page");
    expect(nav.contains(screen.getByRole("link", { name: "Settings" }))).toBe(true);
  });

  it("asks a signed-out visitor to sign in", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse({ message: "Sign in first" }, 401));
    renderShell();
    expect(await screen.findByRole("heading", { name: "Sign in to edit your website" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
    expect(screen.queryByText("Settings screen")).toBeNull();
  });

  it("tells a user who administers no website, and one who has not chosen one, where to go", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ websites: [], active_website_id: null })));
    renderShell();
    expect(await screen.findByRole("heading", { name: "Your account does not manage a website" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a website" }).getAttribute("href")).toBe("/auth/bos/choose");
  });

  it("asks an admin without an active website to choose one", async () => {
    server.on("GET", "/s/api/admin/websites", () => jsonResponse(answer({ websites: [{ ...fresh, active: false }], active_website_id: null })));
    renderShell();
    expect(await screen.findByRole("heading", { name: "Choose a website to edit" })).toBeTruthy();
  });

  it("offers to try again after a failure, with the §8 message", async () => {
    server.on("GET", "/s/api/admin/websites", () => new Response("", { status: 502 }));
    renderShell();
    expect(await screen.findByText("There's been an error, please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
