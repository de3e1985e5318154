import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import { CONTENT_PAGE_URL_MESSAGE, PAGE_URL_IS_SYSTEM, type AdminPageSummary, type NewPageBody } from "../../shared/api/admin-pages";
import { NOT_PUBLISHED_BADGE, route } from "./pages-screen";

const page = (over: Partial<AdminPageSummary>): AdminPageSummary => ({
  id: 1,
  url: "/",
  route_name: "home",
  kind: "system",
  title: "Home",
  has_draft: false,
  published: true,
  version: 1,
  revision: 1,
  updated_at: "2025-01-06T10:00:00Z",
  ...over,
});

const PAGES: AdminPageSummary[] = [
  page({ id: 1, has_draft: true, version: 3 }),
  page({ id: 2, url: "/products", route_name: "products", title: "Products" }),
  page({ id: 9, url: "/about-us", route_name: "dynamic-page", kind: "content", title: "About us", version: 2 }),
  page({ id: 10, url: "/diwali", route_name: "dynamic-page", kind: "content", title: "Diwali", published: false, has_draft: true }),
];

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/pages", () => jsonResponse({ pages: PAGES }));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: "/pages", ...route },
      { path: "/pages/:id", element: <p>Page editor</p> },
    ],
    { initialEntries: ["/pages"] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
      <DialogHost />
    </>,
  );
  return router;
}

const rows = (table: string) =>
  within(screen.getByRole("region", { name: table }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the pages screen", () => {
  it("lists the shop's pages and the content pages with their draft and live version, a page never published as such, each opening in the editor", async () => {
    const router = renderScreen();
    await screen.findByRole("heading", { name: "Pages" });
    expect(rows("Shop pages")).toEqual([
      ["Home", "/", "Draft", "3", "Duplicate"],
      ["Products", "/products", "Published", "1", "Duplicate"],
    ]);
    expect(rows("Content pages")).toEqual([
      ["About us", "/about-us", "Published", "2", "DuplicateDelete"],
      ["Diwali", "/diwali", NOT_PUBLISHED_BADGE, "None yet", "DuplicateDelete"],
    ]);
    // Only content pages can be deleted.
    expect(screen.queryByRole("button", { name: "Delete Home" })).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "About us" }));
    expect(router.state.location.pathname).toBe("/pages/9");
  });

  it("creates a content page, judging its address as it is typed, and opens it", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/pages", (call) => {
      const body = call.body as NewPageBody;
      return jsonResponse({ page: page({ id: 12, url: body.url, kind: "content", route_name: "dynamic-page", title: body.seo_title }), published: {}, draft: null, required_block: null }, 201);
    });
    const router = renderScreen();
    await user.click(await screen.findByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    const address = within(dialog).getByLabelText(/^Address/);
    await user.type(address, "About Us");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByRole("alert").textContent).toBe(CONTENT_PAGE_URL_MESSAGE);
    await user.clear(address);
    await user.type(address, "/about-us/team");
    expect(address.getAttribute("aria-invalid")).toBeNull();
    // Blank is the first choice; the owner starts from the content page.
    expect(within(dialog).getByRole("radio", { name: /^Blank page/ })).toHaveProperty("checked", true);
    await user.click(within(dialog).getByRole("radio", { name: /^Content page/ }));
    await user.type(within(dialog).getByLabelText("Search title"), "Our team");
    await user.click(within(dialog).getByLabelText("Show the navigation bar"));
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/pages/12"));
    const body = server.calls.find((c) => c.method === "POST")!.body as NewPageBody;
    expect(body).toEqual({
      template: "content",
      url: "/about-us/team",
      seo_title: "Our team",
      seo_description: "",
      seo_keyword: "",
      show_navbar: true,
      show_sub_navbar: false,
      show_footer: true,
      css: "",
      schema_script: null,
    });
  });

  it("shows the server's refusal of a clashing address on the address", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/pages", () => jsonResponse({ message: PAGE_URL_IS_SYSTEM, errors: { url: PAGE_URL_IS_SYSTEM } }, 409));
    const router = renderScreen();
    await user.click(await screen.findByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    const address = within(dialog).getByLabelText(/^Address/);
    await user.type(address, "/checkout");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe(PAGE_URL_IS_SYSTEM);
    expect(router.state.location.pathname).toBe("/pages");
    // Changing the address takes the server's message away.
    await user.type(address, "-help");
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("deletes a content page after asking", async () => {
    const user = userEvent.setup();
    server.on("DELETE", "/s/api/admin/pages/9", () => new Response(null, { status: 204 }));
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Delete About us" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete About us?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("About us was deleted.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "About us" })).toBeNull());
    expect(server.log()).toContain("DELETE /s/api/admin/pages/9");
  });

  it("asks a signed-out visitor to sign in", async () => {
    server.on("GET", "/s/api/admin/pages", () => jsonResponse({ message: "Sign in first" }, 401));
    renderScreen();
    expect(await screen.findByRole("heading", { name: "Sign in to edit your website" })).toBeTruthy();
  });
  it("duplicates a page as a draft at the address the owner gives, and opens the copy", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/pages/1/duplicate", (call) => {
      const { url } = call.body as { url: string };
      return jsonResponse(
        { page: page({ id: 21, url, kind: "content", route_name: "dynamic-page", title: "Home copy", published: false, has_draft: true }), published: {}, draft: {}, required_block: null },
        201,
      );
    });
    const router = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Duplicate Home" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate Home" });
    const address = within(dialog).getByLabelText(/^Address/);
    expect(address).toHaveProperty("value", "/home-copy");
    await user.clear(address);
    await user.type(address, "/festival");
    await user.click(within(dialog).getByRole("button", { name: "Make the copy" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pages/21"));
    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ url: "/festival" });
    expect(await screen.findByText("/festival was made as a draft. Publish it when it is ready.")).toBeTruthy();
  });
});
