import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WEBSITE_THEMES } from "../../shared/api/websites";
import { SchemaField } from "../schema-form/schema-field";
import { demoSettings, renderSettingsForm } from "../testing/settings-harness";
import { SETTINGS_SECTIONS } from "./settings-sections";
import { siteSchema } from "./settings-schema";
import { THEME, ThemeChoice } from "./theme-choice";

const themeSelect = () => screen.getByRole("combobox", { name: "Theme" }) as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the theme setting", () => {
  it("is a choice of the themes the shop offers, in words, on the settings screen", async () => {
    const user = userEvent.setup();
    const shop = SETTINGS_SECTIONS.find((section) => section.id === "shop")!;
    const form = renderSettingsForm(<>{shop.content()}</>);
    expect(screen.queryByRole("textbox", { name: "Theme" })).toBeNull();
    const labels = siteSchema.properties!.theme!["x-enum-labels"]!;
    expect(optionTexts(themeSelect())).toEqual(WEBSITE_THEMES.map((theme) => labels[theme]));
    expect(optionTexts(themeSelect())).toEqual(["Light", "Dark"]);
    expect(themeSelect().value).toBe(form.editor.doc.theme);

    await user.selectOptions(themeSelect(), "Dark");
    expect(form.editor.doc.theme).toBe("dark");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a stored theme the shop no longer offers as such, until another is chosen", async () => {
    const user = userEvent.setup();
    const form = renderSettingsForm(<SchemaField pointer={THEME} control={<ThemeChoice />} />, { ...demoSettings(), theme: "festive" });
    expect(themeSelect().value).toBe("festive");
    expect(themeSelect().selectedOptions[0]!.textContent).toBe("“festive” (a theme the shop no longer offers)");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.selectOptions(themeSelect(), "Light");
    expect(form.editor.doc.theme).toBe("light");
    expect(optionTexts(themeSelect())).toEqual(["Light", "Dark"]);
  });

  it("says what an unset theme means", () => {
    const { theme: _unset, ...rest } = demoSettings();
    renderSettingsForm(<SchemaField pointer={THEME} control={<ThemeChoice />} />, rest as ReturnType<typeof demoSettings>);
    expect(themeSelect().value).toBe("");
    expect(themeSelect().options[0]!.textContent).toBe("Default: Light");
  });
});
