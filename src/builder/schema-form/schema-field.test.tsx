import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts } from "../../client/ui/toast";
import { MEDIA_TOO_BIG, MEDIA_UPLOAD_MAX_BYTES, MEDIA_WRONG_TYPE } from "../../shared/api/site-settings";
import { NavSettingFields } from "../settings/nav-setting-fields";
import { siteSchema } from "../settings/settings-schema";
import { demoSettings, renderSettingsForm } from "../testing/settings-harness";
import { SchemaField, SchemaFields } from "./schema-field";
import { labelOf } from "./schema-node";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const nameMessages = siteSchema.properties!.name!.errorMessage as Record<string, string>;
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("fields generated from the site schemas", () => {
  it("labels a text field with the schema's title and shows its errorMessage as the owner types", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SchemaField pointer="/name" />);
    expect(textbox("Shop name").value).toBe("Annapurna Kirana Stores");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.clear(textbox("Shop name"));
    expect(screen.getByRole("alert").textContent).toBe(nameMessages.minLength);
    expect(textbox("Shop name").getAttribute("aria-invalid")).toBe("true");
    expect(form.editor.doc.name).toBe("");

    await user.type(textbox("Shop name"), "Annapurna");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(form.editor.doc.name).toBe("Annapurna");
  });

  it("draws x-widget textarea as a multi-line field and judges its length", async () => {
    const user = userEvent.setup();
    renderSettingsForm(<SchemaField pointer="/description" />);
    const description = textbox("Description");
    expect(description.tagName).toBe("TEXTAREA");
    await user.type(description, "x".repeat(10));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      await user.clear(description);
      await user.paste("y".repeat(501));
    });
    expect(screen.getByRole("alert").textContent).toBe("The description is text of at most 500 characters");
  });

  it("gives a number its limits, stores a number, and reports a value out of range", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SchemaField pointer="/navSetting/navbar_height" />);
    const height = screen.getByRole("spinbutton", { name: "Header height (px)" }) as HTMLInputElement;
    expect(height.min).toBe("32");
    expect(height.max).toBe("200");

    await user.clear(height);
    await user.type(height, "300");
    expect(form.editor.doc.navSetting.navbar_height).toBe(300);
    expect(screen.getByRole("alert").textContent).toBe("Header height must be 32 to 200 px");

    await user.clear(height);
    expect("navbar_height" in form.editor.doc.navSetting).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("writes its own message for a limit the schema gives no text for", async () => {
    const user = userEvent.setup();
    renderSettingsForm(<SchemaField pointer="/webSeo/og_title" />);
    await act(async () => {
      await user.click(textbox("Title"));
      await user.paste("t".repeat(201));
    });
    expect(screen.getByRole("alert").textContent).toBe("Title may hold at most 200 characters");
  });

  it("offers an enum as a select and stores the enum's own value", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavSettingFields group="navbar" />);
    const alignment = screen.getByRole("combobox", { name: "Navigation alignment" }) as HTMLSelectElement;
    expect([...alignment.options].map((o) => o.textContent)).toEqual(["Left", "Center", "Right"]);
    await user.selectOptions(alignment, "center");
    expect(form.editor.doc.navSetting.nav_alignment).toBe("center");
    // The website's own nav_alignment says the same thing, so it follows.
    expect(form.editor.doc.nav_alignment).toBe("center");
  });

  it("draws booleans and the 0/1 show_icon as switches", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(
      <>
        <SchemaField pointer="/show_cart" />
        <SchemaField pointer="/navs/1/show_icon" />
      </>,
    );
    const cart = screen.getByRole("switch", { name: "Show the cart" }) as HTMLInputElement;
    expect(cart.checked).toBe(true);
    await user.click(cart);
    expect(form.editor.doc.show_cart).toBe(false);

    const icon = screen.getByRole("switch", { name: "Show the icon" }) as HTMLInputElement;
    expect(icon.checked).toBe(true);
    await user.click(icon);
    expect(form.editor.doc.navs[1]!.show_icon).toBe(0);
    await user.click(icon);
    expect(form.editor.doc.navs[1]!.show_icon).toBe(1);
  });

  it("offers header layouts 1–4 as radios described by their slots", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavSettingFields group="header" />);
    const group = screen.getByRole("group", { name: "Header layout" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("aria-describedby") && document.getElementById(r.getAttribute("aria-describedby")!)?.textContent)).toEqual([
      "logo · search · pincode · language · account · cart",
      "logo · pincode · search · language · cart · account",
      "pincode · search · logo · language · account · cart",
      "logo · pincode · language · account · cart, then search",
    ]);
    expect((within(group).getByRole("radio", { name: "Layout 1" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole("radio", { name: "Layout 4" }));
    expect(form.editor.doc.navSetting.header_template).toBe(4);
    // Every §3 header setting is on the screen.
    for (const name of ["Show the logo", "Show the search bar", "Show the pincode button", "Show the cart button in the header", "Show the account menu", "Show Login", "Show Register"]) {
      expect(screen.getByRole("switch", { name })).toBeTruthy();
    }
    expect(screen.getByRole("textbox", { name: "Search width (%)" })).toBeTruthy();
  });

  it("offers navbar layouts 1–5", () => {
    renderSettingsForm(<NavSettingFields group="navbar" />);
    const group = screen.getByRole("group", { name: "Navigation bar layout" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.parentElement?.querySelector("label")?.textContent),
    ).toEqual(["Layout 1", "Layout 2", "Layout 3", "Layout 4", "Layout 5"]);
    expect(screen.getByRole("spinbutton", { name: "Navigation bar height (px)" })).toBeTruthy();
  });

  it("edits the logo size inside logo_settings' JSON text and judges it", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<NavSettingFields group="header" />);
    expect((screen.getByRole("combobox", { name: "Logo picture size" }) as HTMLSelectElement).value).toBe("small");
    await user.selectOptions(screen.getByRole("combobox", { name: "Logo picture size" }), "large");
    const height = screen.getByRole("spinbutton", { name: "Logo height (px)" });
    await user.clear(height);
    await user.type(height, "500");
    expect(JSON.parse(form.editor.doc.navSetting.logo_settings)).toEqual({ image_size: "large", image_height: 500, image_width: 40 });
    expect(screen.getByRole("alert").textContent).toBe("Logo height must be 16 to 200 px");
  });

  it("shows the server's message on the field it names, until the owner changes it", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SchemaFields pointer="/webSeo" />);
    act(() => form.editor.showProblems({ "/webSeo/meta_keywords": "Keywords are separated by commas" }));
    const keywords = textbox("Keywords");
    expect(keywords.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Keywords are separated by commas");
    await user.type(keywords, ",");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("labels properties by their titles, and untitled ones from their names", () => {
    renderSettingsForm(<SchemaFields pointer="/webAddress" />);
    expect(textbox("Address line 1").value).toBe(demoSettings().webAddress.line1);
    expect(textbox("Pincode").value).toBe("411004");
    expect(labelOf({}, "line1")).toBe("Line 1");
  });
});

describe("picture fields", () => {
  const logoInput = () => screen.getByLabelText("Logo") as HTMLInputElement;

  it("uploads the chosen picture and stores its media key", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/media", () => jsonResponse({ key: "media/7/logo.png", url: "/cdn/medium/media/7/logo.png", content_type: "image/png", size: 3 }, 201));
    const form = renderSettingsForm(<SchemaField pointer="/logo" />);
    expect(screen.queryByRole("button", { name: "Remove logo" })).toBeTruthy();
    await user.upload(logoInput(), new File(["png"], "logo.png", { type: "image/png" }));
    await waitFor(() => expect(form.editor.doc.logo).toBe("media/7/logo.png"));
    const upload = server.calls.find((c) => c.method === "POST")!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get("file") as File).name).toBe("logo.png");
    expect(form.container.querySelector<HTMLImageElement>(".builder-image-preview")?.src).toMatch(/\/cdn\/small\/media\/7\/logo\.png$/);

    await user.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(form.editor.doc.logo).toBe("");
  });

  it("refuses a file of the wrong type or too big before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSettingsForm(<SchemaField pointer="/logo" />);
    await user.upload(logoInput(), new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect(screen.getByRole("alert").textContent).toBe(MEDIA_WRONG_TYPE);

    const big = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: MEDIA_UPLOAD_MAX_BYTES + 1 });
    await user.upload(logoInput(), big);
    expect(screen.getByRole("alert").textContent).toBe(MEDIA_TOO_BIG);
    expect(server.calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal of an upload under the field", async () => {
    const user = userEvent.setup();
    server.on("POST", "/s/api/admin/media", () => jsonResponse({ message: "The picture could not be read" }, 415));
    const form = renderSettingsForm(<SchemaField pointer="/favicon" />);
    await user.upload(screen.getByLabelText("Browser tab icon"), new File(["?"], "icon.png", { type: "image/png" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The picture could not be read");
    expect(form.editor.doc.favicon).toBe(demoSettings().favicon);
  });
});
