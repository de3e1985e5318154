// The search words screen (issue 30): a search that found nothing becomes a word in two clicks,
// the words are listed and filtered, edited, removed after asking, and the form says what is
// missing before anything is sent.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { SearchWord } from "../../shared/api/admin-search";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
let words: SearchWord[];
beforeEach(() => {
  server = adminServer();
  words = [
    { word: "chawal", meanings: ["rice"], source: "built-in" },
    { word: "gobi", meanings: ["cauliflower"], source: "changed" },
    { word: "kanda", meanings: [], source: "removed" },
  ];
  server.on("GET", "/s/api/admin/search/words", () => jsonResponse({ data: words }));
  server.on("GET", "/s/api/admin/search/misses", () => jsonResponse({ data: [{ query: "bhutta", count: 3, last_searched_at: "2026-11-27T10:00:00.000Z" }] }));
  server.on("PUT", "/s/api/admin/search/words", (call) => {
    const body = call.body as { word: string; meanings: string[] };
    const saved: SearchWord = { ...body, source: "added" };
    words = [...words.filter((w) => w.word !== body.word), saved];
    return jsonResponse(saved);
  });
});
afterEach(() => vi.unstubAllGlobals());

const puts = () => server.calls.filter((c) => c.method === "PUT" && c.path === "/s/api/admin/search/words").map((c) => c.body);

describe("the search words screen", { timeout: 20_000 }, () => {
  it("turns a search that found nothing into a word, the search prefilled", async () => {
    const user = userEvent.setup();
    openAt("/search-words");
    const miss = await screen.findByRole("row", { name: /bhutta/ }, { timeout: 5000 });
    expect(miss.textContent).toContain("3 searches");
    await user.click(within(miss).getByRole("button", { name: "Add a word for “bhutta”" }));
    const form = await screen.findByRole("form", { name: "Add a word" });
    expect((within(form).getByRole("textbox", { name: /^Word shoppers type/ }) as HTMLInputElement).value).toBe("bhutta");
    await user.type(within(form).getByRole("textbox", { name: /^What it means/ }), "sweet corn, corn , ");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(puts()).toEqual([{ word: "bhutta", meanings: ["sweet corn", "corn"] }]));
    expect(await screen.findByRole("row", { name: /bhutta sweet corn, corn Added/ })).toBeTruthy();
  });

  it("says what is missing before sending, and shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    server.on("PUT", "/s/api/admin/search/words", () => jsonResponse({ message: "The word may hold only letters and spaces", errors: { word: "The word may hold only letters and spaces" } }, 422));
    openAt("/search-words");
    await user.click(await screen.findByRole("button", { name: "Add a word" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "Add a word" });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const alerts = await within(form).findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(expect.arrayContaining(["Give at least one word it means"]));
    expect(puts()).toEqual([]);
    await user.type(within(form).getByRole("textbox", { name: /^Word shoppers type/ }), "mooli2");
    await user.type(within(form).getByRole("textbox", { name: /^What it means/ }), "radish");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The word may hold only letters and spaces");
  });

  it("filters the words, edits one with its word fixed, and removes one after asking", async () => {
    const user = userEvent.setup();
    server.on("DELETE", "/s/api/admin/search/words/gobi", () => new Response(null, { status: 204 }));
    openAt("/search-words");
    await screen.findByRole("row", { name: /chawal/ }, { timeout: 5000 });
    await user.type(screen.getByRole("searchbox", { name: "Find a word or what it means" }), "cauli");
    expect(screen.queryByRole("row", { name: /chawal/ })).toBeNull();
    expect(screen.getByRole("row", { name: /gobi cauliflower Changed/ })).toBeTruthy();
    // A removed dictionary word is offered back, not edited.
    await user.clear(screen.getByRole("searchbox", { name: "Find a word or what it means" }));
    expect(screen.getByRole("button", { name: "Restore kanda" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit chawal" }));
    const form = await screen.findByRole("form", { name: "Edit a word" });
    expect(
      within(form)
        .getByRole("textbox", { name: /^Word shoppers type/ })
        .hasAttribute("readonly"),
    ).toBe(true);
    const meanings = within(form).getByRole("textbox", { name: /^What it means/ });
    expect((meanings as HTMLInputElement).value).toBe("rice");
    await user.type(meanings, ", basmati");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(puts()).toEqual([{ word: "chawal", meanings: ["rice", "basmati"] }]));

    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(await screen.findByRole("button", { name: "Remove gobi" }));
    const asked = await screen.findByRole("dialog", { name: "Take “gobi” out of the search?" });
    await user.click(within(asked).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(server.calls.some((c) => c.method === "DELETE" && c.path === "/s/api/admin/search/words/gobi")).toBe(true));
  });
});
