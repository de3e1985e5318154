// The category tree: the keyboard's moves and a drag send the move the server expects (the
// position among the new siblings), the answer redraws the tree, a refused delete says why.
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { CATEGORY_HAS_PRODUCTS, type AdminCategoryNode } from "../../shared/api/admin-catalogue";
import { dropMove, stepMove } from "./category-moves";
import { category } from "./catalogue-testing";
import { adminServer, openAt } from "../parts/admin-testing";

// Fruits (Mangoes, Apples), Dairy, Snacks
const tree = (): AdminCategoryNode[] => [category(1, "Fruits", [category(11, "Mangoes", [], 1), category(12, "Apples", [], 1)]), category(2, "Dairy"), category(3, "Snacks")];

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
  server.on("GET", "/s/api/admin/catalogue/categories", () => jsonResponse({ categories: tree() }));
});
afterEach(() => vi.unstubAllGlobals());

const moves = () => server.calls.filter((c) => c.method === "POST" && c.path.endsWith("/move")).map((c) => ({ path: c.path, body: c.body }));

describe("moves in the category tree", () => {
  it("works out each keyboard step's parent and position, and refuses steps that go nowhere", () => {
    const t = tree();
    expect(stepMove(t, 2, "up")).toEqual({ parent_id: null, position: 0 });
    expect(stepMove(t, 2, "down")).toEqual({ parent_id: null, position: 2 });
    expect(stepMove(t, 2, "indent")).toEqual({ parent_id: 1, position: 2 });
    expect(stepMove(t, 12, "outdent")).toEqual({ parent_id: null, position: 1 });
    expect(stepMove(t, 1, "up")).toBeNull();
    expect(stepMove(t, 3, "down")).toBeNull();
    expect(stepMove(t, 11, "indent")).toBeNull();
    expect(stepMove(t, 1, "outdent")).toBeNull();
  });

  it("works out a drop before, after or inside another, never into itself", () => {
    const t = tree();
    expect(dropMove(t, 3, 1, "before")).toEqual({ parent_id: null, position: 0 });
    expect(dropMove(t, 1, 3, "after")).toEqual({ parent_id: null, position: 2 });
    expect(dropMove(t, 3, 11, "after")).toEqual({ parent_id: 1, position: 1 });
    expect(dropMove(t, 11, 1, "inside")).toEqual({ parent_id: 1, position: 1 });
    expect(dropMove(t, 1, 11, "inside")).toBeNull();
    expect(dropMove(t, 1, 1, "before")).toBeNull();
  });
});

describe("the categories screen", { timeout: 20_000 }, () => {
  it("indents and moves a category from its buttons, sending the move body, and draws the answer", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/catalogue/categories/2/move", () =>
      jsonResponse({ categories: [category(1, "Fruits", [category(11, "Mangoes", [], 1), category(12, "Apples", [], 1), category(2, "Dairy", [], 1)]), category(3, "Snacks")] }),
    );
    server.on("POST", "/s/api/admin/catalogue/categories/12/move", () => jsonResponse({ categories: tree() }));
    openAt("/categories");
    await user.click(await screen.findByRole("button", { name: "Indent: Dairy" }, { timeout: 5000 }));
    await vi.waitFor(() => expect(moves()).toEqual([{ path: "/s/api/admin/catalogue/categories/2/move", body: { parent_id: 1, position: 2 } }]));
    // Dairy is now the last of Fruits' sub-categories: it can go up, and out again, but not down.
    await vi.waitFor(() => expect((screen.getByRole("button", { name: "Move down: Dairy" }) as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole("button", { name: "Outdent: Dairy" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Outdent: Snacks" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Move up: Apples" }));
    await vi.waitFor(() => expect(moves().at(-1)).toEqual({ path: "/s/api/admin/catalogue/categories/12/move", body: { parent_id: 1, position: 0 } }));
  });

  it("moves a category dropped onto another into it", async () => {
    server.on("POST", "/s/api/admin/catalogue/categories/3/move", () => jsonResponse({ categories: tree() }));
    openAt("/categories");
    const snacks = (await screen.findByText("Snacks", {}, { timeout: 5000 })).closest("div")!;
    const dairy = screen.getByText("Dairy").closest("div")!;
    // jsdom lays nothing out: a row 40 px tall at the top of the page, dropped on its middle.
    dairy.getBoundingClientRect = () => ({ top: 0, height: 40, bottom: 40, left: 0, right: 100, width: 100, x: 0, y: 0, toJSON: () => ({}) });
    const dataTransfer = {
      data: {} as Record<string, string>,
      setData(k: string, v: string) {
        this.data[k] = v;
      },
      getData(k: string) {
        return this.data[k] ?? "";
      },
      effectAllowed: "",
    };
    fireEvent.dragStart(snacks, { dataTransfer });
    fireEvent.dragOver(dairy, { dataTransfer, clientY: 20 });
    fireEvent.drop(dairy, { dataTransfer, clientY: 20 });
    await vi.waitFor(() => expect(moves()).toEqual([{ path: "/s/api/admin/catalogue/categories/3/move", body: { parent_id: 2, position: 0 } }]));
  });

  it("adds a sub-category under its parent and shows the server's 409 when a delete is refused", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/catalogue/categories", (call) => jsonResponse({ ...category(20, "Citrus", [], 1), ...(call.body as object) }, 201));
    server.on("DELETE", "/s/api/admin/catalogue/categories/2", () => jsonResponse({ message: CATEGORY_HAS_PRODUCTS }, 409));
    openAt("/categories");
    await user.click(await screen.findByRole("button", { name: "Add a sub-category to Fruits" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "New category" });
    await user.type(within(form).getByRole("textbox", { name: /^Name(?! \(Hindi\))/ }), "Citrus Fruits");
    await user.type(within(form).getByRole("textbox", { name: "Name (Hindi)" }), "खट्टे फल");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(server.calls.find((c) => c.method === "POST" && c.path === "/s/api/admin/catalogue/categories")?.body).toEqual({
        name: "Citrus Fruits",
        name_hi: "खट्टे फल",
        slug: "citrus-fruits",
        avatar: null,
        parent_id: 1,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Delete Dairy" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(CATEGORY_HAS_PRODUCTS))).toBe(true));
    expect(screen.getByText("Dairy")).toBeTruthy();
  });
});
