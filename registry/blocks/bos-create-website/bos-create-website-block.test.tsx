import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { ADDRESS_REQUIRED, ADDRESS_TAKEN, NAME_REQUIRED, SUBDOMAIN_RESERVED, type AdminWebsite } from "../../../src/shared/api/websites";
import { NEW_ACCOUNT_ONE_WEBSITE } from "../../../src/shared/api/website-creators";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import BosCreateWebsiteBlock from "./bos-create-website-block";

const CREATE = "/s/api/admin/websites";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const created = (name: string, sub: string): AdminWebsite => ({
  id: 9,
  name,
  description: "",
  logo: "",
  domains: [`${sub}.localhost`],
  pending_domains: [],
  url: `http://${sub}.localhost:3000`,
  active: true,
});

const show = () => renderScreen(<BosCreateWebsiteBlock {...screenProps("bos-create-website", "Create a Website")} />, { path: "/auth/bos/create" });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Create website" })));
const errorOf = (label: RegExp) => {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains("field-error"))?.textContent;
};

describe("bos-create-website block", () => {
  it("shows the website's address as the subdomain is typed", () => {
    show();
    expect(screen.getByRole("heading", { name: "Create a Website" })).toBeTruthy();
    type(/^Subdomain/, "Green-Grocer");
    expect(screen.getByRole("status").textContent).toBe(`green-grocer.localhost:${location.port}`);
    type(/^Subdomain/, "admin");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("judges the fields by the server's contract and sends nothing until they pass", async () => {
    show();
    await submit();
    expect(errorOf(/^Website name/)).toBe(NAME_REQUIRED);
    expect(errorOf(/^Subdomain/)).toBe(ADDRESS_REQUIRED);
    type(/^Website name/, "Green Grocer");
    type(/^Subdomain/, "admin");
    expect(errorOf(/^Website name/)).toBeUndefined();
    expect(errorOf(/^Subdomain/)).toBe(SUBDOMAIN_RESERVED);
    expect(server.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("creates the website and leads to its settings and its shop", async () => {
    server.on("POST", CREATE, () => jsonResponse({ website: created("Green Grocer", "green-grocer"), url: "http://green-grocer.localhost:3000" }, 201));
    show();
    type(/^Website name/, " Green Grocer ");
    type(/^Description/, "Fresh greens daily");
    type(/^Subdomain/, "green-grocer");
    fireEvent.change(screen.getByLabelText(/^Theme/), { target: { value: "dark" } });
    fireEvent.change(screen.getByLabelText(/^Font/), { target: { value: "Poppins, sans-serif" } });
    fireEvent.change(screen.getByLabelText(/^Navigation alignment/), { target: { value: "center" } });
    await submit();

    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({
      name: " Green Grocer ",
      description: "Fresh greens daily",
      subdomain: "green-grocer",
      theme: "dark",
      font_family: "Poppins, sans-serif",
      nav_alignment: "center",
    });
    const ready = await screen.findByRole("status");
    expect(screen.getByRole("heading", { name: "Your website is ready" })).toBeTruthy();
    expect(ready.textContent).toContain("Green Grocer is created");
    // The back office, whose first screen lists the steps to a first order, is the next stop.
    expect(within(ready).getByRole("link", { name: "Get your shop ready" }).getAttribute("href")).toBe("/bos/admin");
    const settings = within(ready).getByRole("link", { name: "Open Website Settings" });
    expect(settings.getAttribute("href")).toBe("/page-builder");
    expect(settings.getAttribute("target")).toBe("_blank");
    expect(within(ready).getByRole("link", { name: "Visit your website" }).getAttribute("href")).toBe("http://green-grocer.localhost:3000");
  });

  it("sends a domain of the owner's own instead of a subdomain when chosen", async () => {
    server.on("POST", CREATE, () => jsonResponse({ website: created("Own Shop", "own-example-com"), url: "http://own.example.com" }, 201));
    show();
    type(/^Website name/, "Own Shop");
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: "domain" } });
    expect(screen.queryByLabelText(/^Subdomain/)).toBeNull();
    await submit();
    expect(errorOf(/^Your domain/)).toBe(ADDRESS_REQUIRED);
    type(/^Your domain/, "own.example.com");
    await submit();
    const body = server.calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body.domain).toBe("own.example.com");
    expect("subdomain" in body).toBe(false);
  });

  it("shows the server's refusals under their fields: a taken address (409) and a bad name (422)", async () => {
    let answer = jsonResponse({ message: ADDRESS_TAKEN, errors: { subdomain: ADDRESS_TAKEN } }, 409);
    server.on("POST", CREATE, () => answer);
    show();
    type(/^Website name/, "Fresh Again");
    type(/^Subdomain/, "fresh");
    await submit();
    expect(errorOf(/^Subdomain/)).toBe(ADDRESS_TAKEN);
    expect(screen.getByRole("heading", { name: "Create a Website" })).toBeTruthy();

    answer = jsonResponse({ message: "That name is not allowed", errors: { name: "That name is not allowed" } }, 422);
    type(/^Subdomain/, "fresh-again");
    await submit();
    expect(errorOf(/^Website name/)).toBe("That name is not allowed");
  });

  it("says why when the server refuses for no field, such as too many new websites today", async () => {
    server.on("POST", CREATE, () => jsonResponse({ message: "You have created 10 websites today. Try again tomorrow." }, 429));
    show();
    type(/^Website name/, "One More");
    type(/^Subdomain/, "one-more");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("You have created 10 websites today. Try again tomorrow.");
  });

  it("says why a new account's second website is refused (403), with the server's own words", async () => {
    server.on("POST", CREATE, () => jsonResponse({ message: NEW_ACCOUNT_ONE_WEBSITE }, 403));
    show();
    type(/^Website name/, "Second Shop");
    type(/^Subdomain/, "second-shop");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(NEW_ACCOUNT_ONE_WEBSITE);
  });

  it("sends a visitor whose session ended to sign in", async () => {
    server.on("POST", CREATE, () => jsonResponse({ message: "Please sign in to continue" }, 401));
    show();
    type(/^Website name/, "One More");
    type(/^Subdomain/, "one-more");
    await submit();
    expect(await screen.findByTestId("elsewhere")).toBeTruthy();
  });
});
