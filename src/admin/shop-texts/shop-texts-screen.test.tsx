// The shop texts screen (issue 35): every text in each offered language, searched by key or
// wording, the owner's wording saved from a dialog (the server's refusal under the field) and
// reset after asking.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { ShopText } from "../../shared/api/admin-shop-texts";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
let texts: ShopText[];

const text = (key: string, en: string, hi: string, args: string[] = []): ShopText => ({ key, defaults: { en, hi }, overrides: {}, arguments: args });

beforeEach(() => {
  server = adminServer();
  texts = [
    text("cart.addToCart", "Add to Cart", "कार्ट में डालें"),
    text("cart.inCart", "{label} in cart", "{label} कार्ट में", ["label"]),
    { ...text("checkout.placeOrder", "Place Order", "ऑर्डर करें"), overrides: { hi: "ऑर्डर दें" } },
  ];
  // The server's search: by key, by either language's wording, by the owner's.
  server.on("GET", "/s/api/admin/shop-texts", (call) => {
    const q = call.query.get("q")?.toLowerCase() ?? "";
    const changed = call.query.get("changed") === "true";
    const found = texts.filter(
      (t) => (!changed || Object.keys(t.overrides).length > 0) && [t.key, ...Object.values(t.defaults), ...Object.values(t.overrides)].some((s) => s.toLowerCase().includes(q)),
    );
    return jsonResponse({ data: found, meta: { total: found.length, page: 1, per_page: 20 }, languages: ["en", "hi"] });
  });
  for (const { key } of texts)
    for (const lang of ["en", "hi"] as const) {
      const path = `/s/api/admin/shop-texts/${lang}/${key}`;
      server.on("PUT", path, (call) => {
        const body = call.body as { text: string };
        if (body.text.includes("{name}")) {
          const message = "The text uses {name}, which the shop does not give it: it may use only {label}";
          return jsonResponse({ message, errors: { text: message } }, 422);
        }
        texts = texts.map((t) => (t.key === key ? { ...t, overrides: { ...t.overrides, [lang]: body.text } } : t));
        return jsonResponse(texts.find((t) => t.key === key));
      });
      server.on("DELETE", path, () => {
        texts = texts.map((t) => {
          if (t.key !== key) return t;
          const overrides = { ...t.overrides };
          delete overrides[lang];
          return { ...t, overrides };
        });
        return jsonResponse(texts.find((t) => t.key === key));
      });
    }
});
afterEach(() => vi.unstubAllGlobals());

const writes = (method: string) => server.calls.filter((c) => c.method === method).map((c) => [c.path, c.body]);

describe("the shop texts screen", { timeout: 20_000 }, () => {
  it("lists each text in both languages, the owner's wording marked, and searches by key or wording", async () => {
    const user = userEvent.setup();
    openAt("/shop-texts");
    const row = await screen.findByRole("row", { name: /cart\.addToCart/ }, { timeout: 5000 });
    expect(row.textContent).toContain("Add to Cart");
    expect(row.textContent).toContain("कार्ट में डालें");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Key", "English", "हिन्दी (Hindi)"]);
    const changed = screen.getByRole("row", { name: /checkout\.placeOrder/ });
    expect(changed.textContent).toContain("ऑर्डर दें");
    expect(changed.textContent).toContain("Shop's own: ऑर्डर करें");
    expect(within(changed).getByRole("button", { name: "Reset checkout.placeOrder in हिन्दी (Hindi)" })).toBeTruthy();
    expect(within(changed).queryByRole("button", { name: "Reset checkout.placeOrder in English" })).toBeNull();

    // By Hindi wording.
    await user.type(screen.getByRole("searchbox"), "कार्ट");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(screen.queryByRole("row", { name: /checkout\.placeOrder/ })).toBeNull());
    expect(screen.getByRole("row", { name: /cart\.addToCart/ })).toBeTruthy();
    expect(screen.getByRole("row", { name: /cart\.inCart/ })).toBeTruthy();
    expect(server.calls.at(-1)!.query.get("q")).toBe("कार्ट");

    // By key.
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "placeorder");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(screen.queryByRole("row", { name: /cart\.addToCart/ })).toBeNull());
    expect(screen.getByRole("row", { name: /checkout\.placeOrder/ })).toBeTruthy();

    // Nothing found.
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "zzz");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No shop text matches.")).toBeTruthy();

    // Only the owner's.
    await user.clear(screen.getByRole("searchbox"));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("checkbox", { name: "Only texts with my wording" }));
    await vi.waitFor(() => expect(screen.queryByRole("row", { name: /cart\.addToCart/ })).toBeNull());
    expect(screen.getByRole("row", { name: /checkout\.placeOrder/ })).toBeTruthy();
  });

  it("saves the owner's wording of one language, and shows it", async () => {
    const user = userEvent.setup();
    openAt("/shop-texts");
    const row = await screen.findByRole("row", { name: /cart\.addToCart/ }, { timeout: 5000 });
    await user.click(within(row).getByRole("button", { name: "Edit cart.addToCart in English" }));
    const form = await screen.findByRole("form", { name: "Shop text" });
    const box = within(form).getByRole("textbox", { name: /^Text in English/ }) as HTMLTextAreaElement;
    expect(box.value).toBe("Add to Cart");
    await user.clear(box);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Enter the text");
    expect(writes("PUT")).toEqual([]);

    await user.type(box, "  Put in basket ");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes("PUT")).toEqual([["/s/api/admin/shop-texts/en/cart.addToCart", { text: "Put in basket" }]]));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const saved = await screen.findByRole("row", { name: /cart\.addToCart/ });
    await vi.waitFor(() => expect(saved.textContent).toContain("Put in basket"));
    expect(saved.textContent).toContain("Shop's own: Add to Cart");
    expect(within(saved).getByRole("button", { name: "Reset cart.addToCart in English" })).toBeTruthy();
  });

  it("names the values a wording must keep, and shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    openAt("/shop-texts");
    const row = await screen.findByRole("row", { name: /cart\.inCart/ }, { timeout: 5000 });
    await user.click(within(row).getByRole("button", { name: "Edit cart.inCart in हिन्दी (Hindi)" }));
    const form = await screen.findByRole("form", { name: "Shop text" });
    expect(form.textContent).toContain("keep {label} as in it");
    const box = within(form).getByRole("textbox", { name: /^Text in हिन्दी/ });
    await user.clear(box);
    await user.type(box, "{{name}} कार्ट में");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The text uses {name}, which the shop does not give it: it may use only {label}");
  });

  it("resets the owner's wording after asking", async () => {
    const user = userEvent.setup();
    openAt("/shop-texts");
    const row = await screen.findByRole("row", { name: /checkout\.placeOrder/ }, { timeout: 5000 });
    await user.click(within(row).getByRole("button", { name: "Reset checkout.placeOrder in हिन्दी (Hindi)" }));
    const asked = await screen.findByRole("dialog", { name: "Reset checkout.placeOrder in हिन्दी (Hindi)?" });
    expect(asked.textContent).toContain("“ऑर्डर करें”");
    await user.click(within(asked).getByRole("button", { name: "Reset" }));
    await vi.waitFor(() => expect(writes("DELETE")).toEqual([["/s/api/admin/shop-texts/hi/checkout.placeOrder", undefined]]));
    await vi.waitFor(() => expect(screen.getByRole("row", { name: /checkout\.placeOrder/ }).textContent).not.toContain("ऑर्डर दें"));
    expect(screen.queryByRole("button", { name: /^Reset / })).toBeNull();
  });
});
