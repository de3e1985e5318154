import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SchemaField } from "../schema-form/schema-field";
import { renderSettingsForm } from "../testing/settings-harness";
import { ThemeColoursEditor } from "./theme-colours-editor";

describe("the theme colours", () => {
  it("edits a colour as hex text, checked as the owner types, or with the colour picker", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<ThemeColoursEditor />);
    const primary = screen.getByRole("textbox", { name: "primary" }) as HTMLInputElement;
    expect(primary.value).toBe("#0f7b3f");
    const picker = screen.getByLabelText("Pick the primary colour") as HTMLInputElement;
    expect(picker.type).toBe("color");
    expect(picker.value).toBe("#0f7b3f");

    await user.clear(primary);
    await user.type(primary, "green");
    expect(screen.getByRole("alert").textContent).toBe("Theme colours must be written like #0f7b3f");
    fireEvent.input(picker, { target: { value: "#123456" } });
    expect(form.editor.doc.colors.primary).toBe("#123456");
    expect(primary.value).toBe("#123456");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("adds a colour under a new name, refusing a bad or taken name", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<ThemeColoursEditor />);
    const name = screen.getByRole("combobox", { name: "New colour name" });
    await user.type(name, "Accent Colour");
    await user.click(screen.getByRole("button", { name: "Add colour" }));
    expect(screen.getByRole("alert").textContent).toBe("Colour names are lower-case words joined by dashes, like primary-contrast");
    await user.clear(name);
    await user.type(name, "primary{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("There is already a colour named primary");
    // A name every object already has could not be kept as a colour's key (issue 24).
    await user.clear(name);
    await user.type(name, "constructor{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("This colour name is a name the shop keeps for itself; choose another");
    expect(Object.hasOwn(form.editor.doc.colors, "constructor")).toBe(false);

    await user.clear(name);
    await user.type(name, "border");
    fireEvent.input(screen.getByLabelText("Pick the new colour"), { target: { value: "#d1d5db" } });
    await user.click(screen.getByRole("button", { name: "Add colour" }));
    expect(form.editor.doc.colors.border).toBe("#d1d5db");
    expect((screen.getByRole("textbox", { name: "border" }) as HTMLInputElement).value).toBe("#d1d5db");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removes a colour", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<ThemeColoursEditor />);
    await user.click(screen.getByRole("button", { name: "Remove the muted colour" }));
    expect("muted" in form.editor.doc.colors).toBe(false);
    expect(screen.queryByRole("textbox", { name: "muted" })).toBeNull();
  });
});

describe("the font chooser", () => {
  it("says which font of the list the shop uses, and offers common fonts", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SchemaField pointer="/font_family" />);
    const font = screen.getByRole("textbox", { name: "Font" }) as HTMLInputElement;
    expect(font.value).toBe("Inter, sans-serif");
    expect(screen.getByText(/uses the first font of the list: Inter\./)).toBeTruthy();

    await user.clear(font);
    await user.type(font, "'Noto Sans', Arial");
    expect(screen.getByText(/uses the first font of the list: Noto Sans\./)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /^Common fonts/ }));
    await user.click(screen.getByRole("option", { name: "Georgia" }));
    expect(form.editor.doc.font_family).toBe("Georgia, serif");
    expect(font.value).toBe("Georgia, serif");
  });
});
