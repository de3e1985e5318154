// The media library from a picture field (issue 27): the website's pictures searched by name,
// chosen with a click, deleted after asking when nothing shows them, or a new one uploaded.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts } from "../../client/ui/toast";
import { mediaInUse, type MediaPicture } from "../../shared/api/media-library";
import { SchemaField } from "../schema-form/schema-field";
import { demoSettings, renderSettingsForm } from "../testing/settings-harness";
import { DELETED_FOR_GOOD, MEDIA_LIBRARY_TITLE, noPicturesNamed } from "./media-library-dialog";

const SHOP = "http://annapurna.localhost:3000";
const picture = (n: number, name: string, used_in: MediaPicture["used_in"] = []): MediaPicture => ({
  key: `uploads/${String(n).padStart(24, "0")}.png`,
  url: `${SHOP}/cdn/medium/uploads/${String(n).padStart(24, "0")}.png`,
  name,
  size: 1000 + n,
  content_type: "image/png",
  created_at: new Date(Date.UTC(2026, 10, n)).toISOString(),
  used_in,
});

let server: FakeShopServer;
let stored: MediaPicture[];
beforeEach(() => {
  stored = [picture(3, "Diwali banner.png", [{ kind: "page", name: "/about-us" }]), picture(2, "rice-pack.png"), picture(1, "old offer.png")];
  server = createFakeShopServer();
  // Searches names like the server: case-insensitive contains, newest first, paged.
  server.on("GET", "/s/api/admin/media", (call) => {
    const q = (call.query.get("q") ?? "").toLowerCase();
    const page = Number(call.query.get("page") ?? 1);
    const perPage = Number(call.query.get("per_page") ?? 20);
    const found = stored.filter((p) => p.name.toLowerCase().includes(q));
    return jsonResponse({ data: found.slice((page - 1) * perPage, page * perPage), meta: { total: found.length, page, per_page: perPage } });
  });
  for (const p of stored) {
    server.on("DELETE", `/s/api/admin/media/${encodeURIComponent(p.key)}`, () => {
      stored = stored.filter((s) => s.key !== p.key);
      return new Response(null, { status: 204 });
    });
  }
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function openLibrary(shown = "rice-pack.png") {
  const user = userEvent.setup();
  const form = renderSettingsForm(<SchemaField pointer="/logo" />);
  await user.click(screen.getByRole("button", { name: "Choose from your pictures for logo" }));
  const dialog = await screen.findByRole("dialog", { name: MEDIA_LIBRARY_TITLE });
  await within(dialog).findByRole("button", { name: `Choose ${shown}` });
  return { user, form, dialog };
}
const deletes = () => server.calls.filter((c) => c.method === "DELETE").map((c) => c.path);
const shownNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("button", { name: /^Choose / })
    .map((b) => b.textContent);

describe("the media library", () => {
  it("shows the website's pictures with where each is used, and puts the chosen one in the field", async () => {
    const { user, form, dialog } = await openLibrary();
    expect(shownNames(dialog)).toEqual(["Diwali banner.png", "rice-pack.png", "old offer.png"]);
    const banner = within(dialog).getByRole("button", { name: "Choose Diwali banner.png" }).closest("li")!;
    expect(banner.querySelector("img")!.getAttribute("src")).toBe(stored[0]!.url);
    expect(within(banner).getByText("Used on /about-us")).toBeTruthy();
    // A picture in use cannot be deleted from here; one nothing shows can.
    expect(within(banner).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Delete rice-pack.png" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Choose rice-pack.png" }));
    expect(form.editor.doc.logo).toBe(stored[1]!.key);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: MEDIA_LIBRARY_TITLE })).toBeNull());
    expect(form.container.querySelector<HTMLImageElement>(".builder-image-preview")?.src).toMatch(new RegExp(`/cdn/small/${stored[1]!.key}$`));
  });

  it("searches by name as the owner types, and says when nothing matches", async () => {
    const { user, dialog } = await openLibrary();
    const search = within(dialog).getByRole("searchbox", { name: "Search your pictures" });
    await user.type(search, "DIWALI");
    await waitFor(() => expect(shownNames(dialog)).toEqual(["Diwali banner.png"]));
    // Typing is waited out: one search for the whole word, not one per letter.
    expect(server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/media").map((c) => c.query.get("q"))).toEqual([null, "DIWALI"]);

    await user.clear(search);
    await user.type(search, "menu card");
    expect(await within(dialog).findByText(noPicturesNamed("menu card"))).toBeTruthy();
  });

  it("deletes a picture nothing shows after asking, and keeps it when the owner says no", async () => {
    const { user, dialog } = await openLibrary();
    await user.click(within(dialog).getByRole("button", { name: "Delete old offer.png" }));
    const ask = await screen.findByRole("dialog", { name: "Delete old offer.png?" });
    expect(within(ask).getByText(DELETED_FOR_GOOD)).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete old offer.png?" })).toBeNull());
    expect(deletes()).toEqual([]);
    expect(shownNames(dialog)).toContain("old offer.png");

    await user.click(within(dialog).getByRole("button", { name: "Delete old offer.png" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete old offer.png?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(["Diwali banner.png", "rice-pack.png"]));
    expect(deletes()).toEqual([`/s/api/admin/media/${encodeURIComponent(picture(1, "").key)}`]);
    // The library stays open to choose from.
    expect(screen.getByRole("dialog", { name: MEDIA_LIBRARY_TITLE })).toBeTruthy();
  });

  it("says where a picture is used when the server refuses to delete it", async () => {
    const { user, dialog } = await openLibrary();
    const message = mediaInUse([{ kind: "product", name: "Basmati Rice" }]);
    server.on("DELETE", `/s/api/admin/media/${encodeURIComponent(stored[1]!.key)}`, () => {
      stored[1] = { ...stored[1]!, used_in: [{ kind: "product", name: "Basmati Rice" }] };
      return jsonResponse({ message }, 409);
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete rice-pack.png" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete rice-pack.png?" })).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    // The list is asked again, and now says where.
    expect(await within(dialog).findByText("Used on the product Basmati Rice")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete rice-pack.png" })).toBeNull();
  });

  it("uploads a new picture from the library and puts it in the field", async () => {
    const { user, form, dialog } = await openLibrary();
    server.on("POST", "/s/api/admin/media", () => jsonResponse({ key: "uploads/new.png", url: `${SHOP}/cdn/medium/uploads/new.png`, content_type: "image/png", size: 3 }, 201));
    await user.upload(within(dialog).getByLabelText("Upload a new picture"), new File(["png"], "shop front.png", { type: "image/png" }));
    await waitFor(() => expect(form.editor.doc.logo).toBe("uploads/new.png"));
    const sent = server.calls.find((c) => c.method === "POST")!.body as FormData;
    expect((sent.get("file") as File).name).toBe("shop front.png");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: MEDIA_LIBRARY_TITLE })).toBeNull());
  });

  it("refuses a file that is not a picture before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSettingsForm(<SchemaField pointer="/logo" />);
    await user.click(screen.getByRole("button", { name: "Choose from your pictures for logo" }));
    const dialog = await screen.findByRole("dialog", { name: MEDIA_LIBRARY_TITLE });
    await user.upload(within(dialog).getByLabelText("Upload a new picture"), new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(/PNG/);
    expect(server.calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows more pictures on request", async () => {
    stored = Array.from({ length: 25 }, (_, i) => picture(30 - i, `picture ${i + 1}.png`));
    const { dialog } = await openLibrary("picture 1.png");
    expect(shownNames(dialog)).toHaveLength(20);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Show more pictures" })));
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(25));
    expect(shownNames(dialog).at(-1)).toBe("picture 25.png");
    expect(within(dialog).queryByRole("button", { name: "Show more pictures" })).toBeNull();
  });

  it("asks again from the first page when opened again", async () => {
    stored = Array.from({ length: 25 }, (_, i) => picture(30 - i, `picture ${i + 1}.png`));
    const { user, dialog } = await openLibrary("picture 1.png");
    await user.click(within(dialog).getByRole("button", { name: "Show more pictures" }));
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(25));
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: MEDIA_LIBRARY_TITLE })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Choose from your pictures for logo" }));
    const again = await screen.findByRole("dialog", { name: MEDIA_LIBRARY_TITLE });
    await within(again).findByRole("button", { name: "Show more pictures" });
    expect(shownNames(again)).toHaveLength(20);
    const pages = server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/media").map((c) => c.query.get("page") ?? "1");
    expect(pages).toEqual(["1", "2", "1"]);
  });

  it("marks the picture the field holds and does not offer to delete it", async () => {
    const settings = demoSettings();
    settings.logo = stored[2]!.key;
    const user = userEvent.setup();
    renderSettingsForm(<SchemaField pointer="/logo" />, settings);
    await user.click(screen.getByRole("button", { name: "Choose from your pictures for logo" }));
    const dialog = await screen.findByRole("dialog", { name: MEDIA_LIBRARY_TITLE });
    const chosen = await within(dialog).findByRole("button", { name: "Choose old offer.png" });
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    expect(within(dialog).queryByRole("button", { name: "Delete old offer.png" })).toBeNull();
  });
});
