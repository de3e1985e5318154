// The settings screen's "Languages" section (issue 35) against a stand-in server: the owner ticks
// the languages the shop offers and picks the default among them; what cannot be saved is said
// before sending, and the server's refusal is shown.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import { NO_LANGUAGE_OFFERED, type SiteLanguagesAnswer } from "../../shared/api/site-languages";
import type { Lang } from "../../shared/i18n/languages";
import { LANGUAGES_SAVED, LanguagesSection } from "./languages-section";

let server: FakeShopServer;
let stored: SiteLanguagesAnswer;
beforeEach(() => {
  stored = { website_id: 7, languages: ["en"], default_language: "en" };
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/site/languages", () => jsonResponse(stored));
  server.on("PUT", "/s/api/admin/site/languages", (call) => {
    const body = call.body as { languages: Lang[]; default_language: Lang };
    stored = { website_id: 7, ...body };
    return jsonResponse(stored);
  });
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderSection(onLoaded?: (languages: Lang[]) => void) {
  return render(
    <>
      <LanguagesSection onLoaded={onLoaded} />
      <ToastHost />
    </>,
  );
}

const puts = () => server.calls.filter((c) => c.method === "PUT").map((c) => c.body);

describe("the languages section", () => {
  it("offers Hindi beside English, makes it the default, and tells the screen", async () => {
    const user = userEvent.setup();
    const loaded = vi.fn();
    renderSection(loaded);
    const hindi = await screen.findByRole("checkbox", { name: "हिन्दी (Hindi)" });
    expect((screen.getByRole("checkbox", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["en"]);
    await waitFor(() => expect(loaded).toHaveBeenCalledWith(["en"]));
    const save = screen.getByRole("button", { name: "Save languages" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(hindi);
    await user.click(screen.getByRole("radio", { name: "हिन्दी (Hindi)" }));
    await user.click(save);
    await waitFor(() => expect(puts()).toEqual([{ languages: ["en", "hi"], default_language: "hi" }]));
    expect(await screen.findByText(LANGUAGES_SAVED)).toBeTruthy();
    await waitFor(() => expect(loaded).toHaveBeenLastCalledWith(["en", "hi"]));
    expect((screen.getByRole("radio", { name: "हिन्दी (Hindi)" }) as HTMLInputElement).checked).toBe(true);
  });

  it("moves the default to a language still offered, and asks for one language at least before sending", async () => {
    const user = userEvent.setup();
    stored = { website_id: 7, languages: ["en", "hi"], default_language: "hi" };
    renderSection();
    await user.click(await screen.findByRole("checkbox", { name: "हिन्दी (Hindi)" }));
    expect((screen.getByRole("radio", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "English" }));
    expect(screen.queryAllByRole("radio")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save languages" }));
    expect((await screen.findByRole("alert")).textContent).toBe(NO_LANGUAGE_OFFERED);
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: "English" }));
    await user.click(screen.getByRole("button", { name: "Save languages" }));
    await waitFor(() => expect(puts()).toEqual([{ languages: ["en"], default_language: "en" }]));
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const message = "hi.shop.in serves हिन्दी only: let it serve every language (under Domains) before taking हिन्दी away";
    stored = { website_id: 7, languages: ["en", "hi"], default_language: "en" };
    server.on("PUT", "/s/api/admin/site/languages", () => jsonResponse({ message, errors: { languages: message } }, 422));
    renderSection();
    await user.click(await screen.findByRole("checkbox", { name: "हिन्दी (Hindi)" }));
    await user.click(screen.getByRole("button", { name: "Save languages" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect((screen.getByRole("checkbox", { name: "हिन्दी (Hindi)" }) as HTMLInputElement).checked).toBe(false);
  });
});
