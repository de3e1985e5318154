import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminPageAnswer, AdminPageSummary, FormSubmissionRow, FormSubmissionsAnswer } from "../../shared/api/admin-pages";
import type { PageDocument } from "../../shared/page-document";
import { SubmissionsScreen } from "./submissions-screen";

const row = (id: number, values: Record<string, unknown>, over: Partial<FormSubmissionRow> = {}): FormSubmissionRow => ({
  id,
  path: "/contact-us",
  form_id: "contact",
  values,
  files: [],
  created_at: "2025-01-06T10:00:00Z",
  ...over,
});

const ROWS = [
  row(31, { name: "<b>Asha</b>", message: "<img src=x onerror=alert(1)>" }, { created_at: "2025-01-07T09:30:00Z" }),
  row(30, { name: "Ravi", photo: { name: "shelf.jpg", type: "image/jpeg", size: 1200 } }, { files: [{ id: 5, field: "photo", name: "shelf.jpg", type: "image/jpeg", size: 1200 }] }),
];

const summary = (over: Partial<AdminPageSummary>): AdminPageSummary => ({
  id: 1,
  url: "/",
  route_name: "home",
  kind: "system",
  title: "Home",
  has_draft: false,
  published: true,
  version: 1,
  revision: 1,
  updated_at: "",
  ...over,
});
const contactPage: AdminPageAnswer = {
  page: summary({ id: 8, url: "/contact-us", kind: "content", title: "Contact us", route_name: "dynamic-page" }),
  published: { components: [{ name: "form", type: "block", data: { form_id: "contact", title: "Write to us" }, logicdata: {}, response: null, order: 0, settings: {} }] } as PageDocument,
  draft: null,
  required_block: null,
};

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/form-submissions", (): Response => jsonResponse({ data: ROWS, meta: { total: 45, page: 1, per_page: 20 } } satisfies FormSubmissionsAnswer));
  server.on("GET", "/s/api/admin/pages", () => jsonResponse({ pages: [summary({}), summary({ id: 3, url: "/products/:slug", title: "Product", route_name: "product" }), contactPage.page] }));
  server.on("GET", "/s/api/admin/pages/8", () => jsonResponse(contactPage));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const router = createMemoryRouter([{ path: "/", element: <SubmissionsScreen /> }]);
  render(<RouterProvider router={router} />);
}

const lastQuery = () => server.calls.filter((c) => c.path === "/s/api/admin/form-submissions").pop()!.query;

describe("the form submissions screen", () => {
  it("lists the submissions as the server orders them (newest first), answers as text and files as downloads", async () => {
    renderScreen();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    // Shoppers' words are shown as they typed them, never as markup.
    expect(within(rows[0]!).getByText("<b>Asha</b>")).toBeTruthy();
    expect(within(rows[0]!).getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(table.querySelector("b, img")).toBeNull();
    expect(within(rows[1]!).getByRole("link", { name: "shelf.jpg" }).getAttribute("href")).toBe("/s/api/admin/form-submissions/files/5");
    expect(screen.getByText("Total: 45")).toBeTruthy();
    expect(lastQuery().get("page")).toBe("1");
    expect(lastQuery().get("per_page")).toBe("20");
  });

  it("pages through them, and a new page size starts from the first page", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(lastQuery().get("page")).toBe("3"));
    await user.selectOptions(screen.getByLabelText("Items per page"), "50");
    await waitFor(() => expect(lastQuery().get("per_page")).toBe("50"));
    expect(lastQuery().get("page")).toBe("1");
  });

  it("narrows to one page and one of its forms, and exports the same selection as CSV", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole("table");
    const exportLink = screen.getByRole("link", { name: "Export CSV" });
    expect(exportLink.getAttribute("href")).toBe("/s/api/admin/form-submissions.csv");
    const pageFilter = screen.getByLabelText("Page");
    // A route pattern is not an address a form is sent from.
    await waitFor(() =>
      expect(
        within(pageFilter)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All pages", "Home (/)", "Contact us (/contact-us)"]),
    );
    expect((screen.getByLabelText("Form") as HTMLSelectElement).disabled).toBe(true);

    await user.selectOptions(pageFilter, "/contact-us");
    await waitFor(() => expect(lastQuery().get("path")).toBe("/contact-us"));
    const formFilter = screen.getByLabelText("Form");
    await waitFor(() =>
      expect(
        within(formFilter)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All forms", "Write to us"]),
    );
    await user.selectOptions(formFilter, "contact");
    await waitFor(() => expect(lastQuery().get("form_id")).toBe("contact"));
    expect(exportLink.getAttribute("href")).toBe("/s/api/admin/form-submissions.csv?path=%2Fcontact-us&form_id=contact");
  });

  it("says when there is nothing yet", async () => {
    server.on("GET", "/s/api/admin/form-submissions", () => jsonResponse({ data: [], meta: { total: 0, page: 1, per_page: 20 } }));
    renderScreen();
    expect(await screen.findByText("No submissions yet.")).toBeTruthy();
  });
});
