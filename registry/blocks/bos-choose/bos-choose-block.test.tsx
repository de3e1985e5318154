import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { AdminWebsite, AdminWebsitesAnswer } from "../../../src/shared/api/websites";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import BosChooseBlock from "./bos-choose-block";

const LIST = "/s/api/admin/websites";
const CHOOSE = "/s/api/admin/websites/choose";

const website = (id: number, name: string, sub: string, active = false): AdminWebsite => ({
  id,
  name,
  description: `${name} delivers`,
  logo: "",
  domains: [`${sub}.localhost`],
  pending_domains: [],
  url: `http://${sub}.localhost:3000`,
  active,
});
const DEMO = website(1, "Kirana Demo Store", "demo", true);
const FRESH = website(2, "Fresh Basket", "fresh");

let server: FakeShopServer;
let listed: AdminWebsitesAnswer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  listed = { websites: [FRESH, DEMO], active_website_id: 1, superadmin: false, canSwitch: true };
  server.on("GET", LIST, () => jsonResponse(listed));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = () => renderScreen(<BosChooseBlock {...screenProps("bos-choose", "Choose a Website")} />, { path: "/auth/bos/choose" });
const rowOf = (name: string) => screen.getByRole("heading", { name: new RegExp(`^${name}`) }).closest("li")!;

describe("bos-choose block", () => {
  it("lists the websites the user runs with the active one marked and each one's address", async () => {
    show();
    await screen.findByRole("list", { name: "Your websites" });
    const demo = rowOf("Kirana Demo Store");
    expect(demo.getAttribute("aria-current")).toBe("true");
    expect(within(demo).getByText("Active")).toBeTruthy();
    expect(within(demo).queryByRole("button")).toBeNull();
    const fresh = rowOf("Fresh Basket");
    expect(fresh.getAttribute("aria-current")).toBeNull();
    expect(within(fresh).getByRole("link", { name: "fresh.localhost:3000" }).getAttribute("href")).toBe("http://fresh.localhost:3000");
    expect(within(fresh).getByRole("button", { name: "Choose Fresh Basket" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create a new website" }).getAttribute("href")).toBe("/auth/bos/create");
  });

  it("chooses a website, marks it active and offers its settings", async () => {
    server.on("POST", CHOOSE, () => jsonResponse({ website: { ...FRESH, active: true }, url: FRESH.url }));
    show();
    const choose = await screen.findByRole("button", { name: "Choose Fresh Basket" });
    await act(async () => fireEvent.click(choose));

    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ website_id: 2 });
    const ready = await screen.findByRole("status");
    expect(ready.textContent).toContain("Fresh Basket is now your active website");
    expect(within(ready).getByRole("link", { name: "Open Website Settings" }).getAttribute("href")).toBe("/page-builder");
    expect(within(ready).getByRole("link", { name: "Visit your website" }).getAttribute("href")).toBe(FRESH.url);
    expect(rowOf("Fresh Basket").getAttribute("aria-current")).toBe("true");
    expect(rowOf("Kirana Demo Store").getAttribute("aria-current")).toBeNull();
    expect(within(rowOf("Kirana Demo Store")).getByRole("button", { name: "Choose Kirana Demo Store" })).toBeTruthy();
  });

  it("says so and asks for the list again when the server refuses the choice", async () => {
    server.on("POST", CHOOSE, () => {
      listed = { websites: [DEMO], active_website_id: 1, superadmin: false, canSwitch: false };
      return jsonResponse({ message: "You are not an admin of this website" }, 403);
    });
    show();
    const choose = await screen.findByRole("button", { name: "Choose Fresh Basket" });
    await act(async () => fireEvent.click(choose));
    expect(await screen.findByText("You are not an admin of this website")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: /^Fresh Basket/ })).toBeNull());
    expect(server.calls.filter((c) => c.method === "GET" && c.path === LIST)).toHaveLength(2);
  });

  it("tells a superadmin that every website is theirs to run", async () => {
    listed = { ...listed, superadmin: true };
    show();
    expect(await screen.findByText("As a superadmin you can run every website on this server.")).toBeTruthy();
  });

  it("offers a user who runs no website to create one", async () => {
    listed = { websites: [], active_website_id: null, superadmin: false, canSwitch: false };
    show();
    expect(await screen.findByText("You do not run a website yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create a new website" }).getAttribute("href")).toBe("/auth/bos/create");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("offers to try again when the list could not be had", async () => {
    server.on("GET", LIST, () => jsonResponse({ message: "Down for a moment" }, 503));
    show();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your websites. Down for a moment");
    server.on("GET", LIST, () => jsonResponse(listed));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Your websites" })).toBeTruthy();
  });
});
