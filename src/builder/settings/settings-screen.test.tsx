import { act, fireEvent, render, screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import type { SiteSettings } from "../../shared/api/site-settings";
import { demoSettings, demoSettingsAnswer } from "../testing/settings-harness";
import { draftKey, readDraft, writeDraft } from "./settings-draft";
import { route } from "./settings-screen";
import { DRAFT_WRITE_DELAY_MS } from "./use-settings-draft";
import { FIX_FIRST_MESSAGE, SAVED_MESSAGE } from "./use-save-settings";
import { LEAVE_TITLE } from "./use-unsaved-changes-guard";

const WEBSITE_ID = 7;
let server: FakeShopServer;
let stored: SiteSettings;

beforeEach(() => {
  stored = demoSettings();
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/site", () => jsonResponse(demoSettingsAnswer(stored)));
  server.on("PUT", "/s/api/admin/site", (call) => {
    stored = call.body as SiteSettings;
    return jsonResponse(demoSettingsAnswer(stored));
  });
  vi.stubGlobal("fetch", server.fetch);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <Link to="/pages">Pages</Link>
            <Outlet />
          </>
        ),
        children: [{ index: true, ...route }],
      },
      { path: "/pages", element: <p>Pages screen</p> },
    ],
    { initialEntries: ["/"] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
      <DialogHost />
    </>,
  );
  return { router, unmount: view.unmount };
}

// The screen holds a few hundred controls, where role and label queries take seconds: fields
// are found by their name (the JSON Pointer), buttons by their text. The accessible names are
// checked by the fields' own tests.
const field = (pointer: string) => document.querySelector<HTMLInputElement>(`[name="${pointer}"]`);
const shopName = () => waitFor(() => field("/name") ?? Promise.reject(new Error("the settings are not on screen yet")));
const saveButton = () => screen.getByText("Save", { selector: "button" }) as HTMLButtonElement;
const dialog = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>("[role=dialog]")!;
const pressInDialog = async (title: string, button: string) => fireEvent.click(within(await dialog(title)).getByText(button, { selector: "button" }));

describe("the settings screen", () => {
  it("shows the active website's settings; Save waits for a change", async () => {
    renderScreen();
    expect((await shopName()).value).toBe("Annapurna Kirana Stores");
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText("All changes saved").getAttribute("role")).toBe("status");
    expect(document.querySelector("form")?.getAttribute("aria-label")).toBe("Website settings");
    expect(screen.getByTitle("Shop preview")).toBeTruthy();
  });

  it("saves the whole document, says so, and is clean again", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.clear(await shopName());
    await user.type(await shopName(), "Annapurna Stores");
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText("You have unsaved changes")).toBeTruthy();

    await user.click(saveButton());
    expect((await screen.findByText(SAVED_MESSAGE)).closest("[role=status]")).toBeTruthy();
    const put = server.calls.find((c) => c.method === "PUT")!;
    expect((put.body as SiteSettings).name).toBe("Annapurna Stores");
    expect((put.body as SiteSettings).navs).toHaveLength(demoSettings().navs.length);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(screen.getByText("All changes saved")).toBeTruthy();
  });

  it("does not send a document the schemas refuse: every problem shows and the first field takes the focus", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.clear(await shopName());
    await user.click(saveButton());
    expect(await screen.findByText(FIX_FIRST_MESSAGE)).toBeTruthy();
    expect(server.calls.some((c) => c.method === "PUT")).toBe(false);
    const summary = screen.getByText("One setting needs fixing before saving:").parentElement!;
    expect(summary.textContent).toContain("Shop name: Write the shop's name");
    expect(document.activeElement).toBe(await shopName());
  });

  it("shows the server's 422 messages on their fields, with the §8 message in a toast", async () => {
    const user = userEvent.setup();
    server.on("PUT", "/s/api/admin/site", () =>
      jsonResponse({ message: "Some settings are not valid", errors: { "/navSetting/footer_name": "This footer name is taken", "/webAddress/city": "We do not deliver there" } }, 422),
    );
    renderScreen();
    await shopName();
    const footerName = field("/navSetting/footer_name")!;
    await user.type(footerName, "!");
    await user.click(saveButton());
    const toast = await screen.findByText("Some settings are not valid");
    expect(toast.closest("[role=alert]")).toBeTruthy();
    expect(footerName.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(footerName.getAttribute("aria-describedby")!.split(" ").pop()!)?.textContent).toBe("This footer name is taken");
    // On its field and in the summary of everything to fix.
    expect(screen.getAllByText(/We do not deliver there/)).toHaveLength(2);
    expect(saveButton().disabled).toBe(false);
  });

  it("falls back to the §8 text when a failed save says nothing", async () => {
    const user = userEvent.setup();
    server.on("PUT", "/s/api/admin/site", () => new Response("", { status: 500 }));
    renderScreen();
    await user.type(await shopName(), "!");
    await user.click(saveButton());
    expect(await screen.findByText("There's been an error, please try again.")).toBeTruthy();
  });

  it("keeps edits in a draft, offers it after a reload, and restores it", async () => {
    const user = userEvent.setup();
    const first = renderScreen();
    await user.type(await shopName(), " Pune");
    await waitFor(() => expect(readDraft(WEBSITE_ID)?.doc.name).toBe("Annapurna Kirana Stores Pune"), { timeout: DRAFT_WRITE_DELAY_MS * 5 });
    first.unmount();

    renderScreen();
    const notice = (await screen.findByText(/You have unsaved changes from/)).closest<HTMLElement>("[role=region]")!;
    // The saved settings show, untouchable, until the owner answers.
    expect((await shopName()).value).toBe("Annapurna Kirana Stores");
    expect((await shopName()).matches(":disabled")).toBe(true);
    await user.click(within(notice).getByText("Restore unsaved changes"));
    expect((await shopName()).value).toBe("Annapurna Kirana Stores Pune");
    expect(saveButton().disabled).toBe(false);
  });

  it("discards an offered draft on request", async () => {
    const user = userEvent.setup();
    writeDraft(WEBSITE_ID, { doc: { ...demoSettings(), name: "Draft name" }, base: demoSettings(), savedAt: Date.now() });
    renderScreen();
    await user.click(await screen.findByText("Discard them"));
    expect((await shopName()).value).toBe("Annapurna Kirana Stores");
    expect(sessionStorage.getItem(draftKey(WEBSITE_ID))).toBeNull();
    expect(screen.queryByText(/You have unsaved changes from/)).toBeNull();
  });

  it("says when the settings were saved since the draft was begun", async () => {
    writeDraft(WEBSITE_ID, { doc: { ...demoSettings(), name: "Draft name" }, base: { ...demoSettings(), name: "Older" }, savedAt: Date.now() });
    renderScreen();
    expect((await screen.findByText(/The settings were saved since then/)).closest("[role=region]")).toBeTruthy();
  });

  it("ignores a draft that matches the saved settings", async () => {
    writeDraft(WEBSITE_ID, { doc: demoSettings(), base: demoSettings(), savedAt: Date.now() });
    renderScreen();
    await shopName();
    expect(screen.queryByText(/You have unsaved changes from/)).toBeNull();
  });

  it("warns before the tab is closed or reloaded with unsaved changes", async () => {
    const user = userEvent.setup();
    renderScreen();
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(await shopName(), "!");
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it("asks before leaving for another screen of the builder, and stays when told to", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen();
    await user.type(await shopName(), "!");
    await user.click(screen.getByText("Pages"));
    await pressInDialog(LEAVE_TITLE, "Stay");
    await waitForElementToBeRemoved(() => screen.queryByText(LEAVE_TITLE));
    expect(router.state.location.pathname).toBe("/");
    expect((await shopName()).value).toBe("Annapurna Kirana Stores!");

    await user.click(screen.getByText("Pages"));
    await pressInDialog(LEAVE_TITLE, "Leave");
    expect(await screen.findByText("Pages screen")).toBeTruthy();
    expect(sessionStorage.getItem(draftKey(WEBSITE_ID))).toBeNull();
  });

  it("lets the owner leave freely when nothing changed", async () => {
    const user = userEvent.setup();
    renderScreen();
    await shopName();
    await user.click(screen.getByText("Pages"));
    expect(await screen.findByText("Pages screen")).toBeTruthy();
  });

  it("discards changes after asking", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(await shopName(), "!");
    await user.click(screen.getByText("Discard changes", { selector: "button" }));
    await pressInDialog("Discard your changes?", "Discard");
    // The confirmed action runs after the dialog's button has painted (useBusy): wait for it.
    await waitFor(() => expect(field("/name")?.value).toBe("Annapurna Kirana Stores"));
    expect(saveButton().disabled).toBe(true);
  });

  it("tells a visitor who is not an admin of the website, or signed out, what to do", async () => {
    server.on("GET", "/s/api/admin/site", () => jsonResponse({ message: "Only this website's admins can do this" }, 403));
    renderScreen();
    expect(await screen.findByRole("heading", { name: "You are not an admin of this website" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a website" }).getAttribute("href")).toBe("/auth/bos/choose");
  });

  it("offers to try again when the settings could not be loaded", async () => {
    let fail = true;
    server.on("GET", "/s/api/admin/site", () => (fail ? jsonResponse({ message: "The database is busy" }, 503) : jsonResponse(demoSettingsAnswer(stored))));
    renderScreen();
    expect(await screen.findByText("The database is busy")).toBeTruthy();
    fail = false;
    act(() => fireEvent.click(screen.getByText("Try again")));
    expect((await shopName()).value).toBe("Annapurna Kirana Stores");
  });
});

describe("the website's description and search texts in Hindi (issue 35, ADR 0086)", () => {
  const offer = (languages: string[]) => server.on("GET", "/s/api/admin/site/languages", () => jsonResponse({ website_id: WEBSITE_ID, languages, default_language: "en" }));
  const HINDI_FIELDS = ["/description_hi", "/webSeo/og_title_hi", "/webSeo/og_description_hi", "/webSeo/meta_keywords_hi"];

  it("draws a Hindi field below the description and each search text when the website offers Hindi, and saves them beside the English", async () => {
    const user = userEvent.setup();
    offer(["en", "hi"]);
    renderScreen();
    await shopName();
    const description = await waitFor(() => field("/description_hi") ?? Promise.reject(new Error("the Hindi description is not on screen yet")));
    expect(document.querySelector(`label[for="${description.id}"]`)?.textContent).toContain("Description (हिन्दी)");
    expect(HINDI_FIELDS.every((pointer) => field(pointer))).toBe(true);
    // Right below its English.
    const names = [...document.querySelectorAll<HTMLInputElement>("[name]")].map((input) => input.name);
    expect(names.indexOf("/description_hi")).toBe(names.indexOf("/description") + 1);
    expect(names.indexOf("/webSeo/og_title_hi")).toBe(names.indexOf("/webSeo/og_title") + 1);

    await user.type(description, "ताज़ा किराना");
    await user.type(field("/webSeo/og_title_hi")!, "अन्नपूर्णा किराना");
    await user.click(saveButton());
    await waitFor(() => expect(server.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(server.calls.find((c) => c.method === "PUT")!.body).toMatchObject({ description_hi: "ताज़ा किराना", webSeo: { og_title_hi: "अन्नपूर्णा किराना" } });
  });

  it("draws no Hindi field while the website offers English only", async () => {
    offer(["en"]);
    renderScreen();
    await shopName();
    await waitFor(() => expect(server.calls.some((c) => c.path === "/s/api/admin/site/languages")).toBe(true));
    expect(HINDI_FIELDS.filter((pointer) => field(pointer))).toEqual([]);
    expect(field("/description")).toBeTruthy();
  });
});
