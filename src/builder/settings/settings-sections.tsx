// The parts of the settings screen, in order: each a titled section of fields generated from
// the site schemas, with the editors that lists and colours need.
import type { ReactNode } from "react";
import { SchemaField, SchemaFields } from "../schema-form/schema-field";
import { FooterEditor } from "./footer-editor";
import { NavEditor } from "./nav-editor";
import { NavSettingFields } from "./nav-setting-fields";
import { PopupEditor } from "./popup-editor";
import { settingsLabelAt } from "./settings-schema";
import { THEME, ThemeChoice } from "./theme-choice";
import { ThemeColoursEditor } from "./theme-colours-editor";

export interface SettingsSection {
  id: string;
  title: string;
  content: () => ReactNode;
}

const GENERAL_FIELDS = ["/name", "/description", "/logo", "/favicon", THEME, "/show_cart", "/show_supplier_page"];
const GENERAL_CONTROLS: Readonly<Record<string, ReactNode>> = { [THEME]: <ThemeChoice /> };

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: "shop", title: "Shop", content: () => GENERAL_FIELDS.map((pointer) => <SchemaField key={pointer} pointer={pointer} control={GENERAL_CONTROLS[pointer]} />) },
  {
    id: "look",
    title: "Colours and font",
    content: () => (
      <>
        <ThemeColoursEditor />
        <SchemaField pointer="/font_family" />
      </>
    ),
  },
  { id: "header", title: "Header", content: () => <NavSettingFields group="header" /> },
  {
    id: "navigation",
    title: "Navigation bar",
    content: () => (
      <>
        <NavSettingFields group="navbar" />
        <NavEditor />
      </>
    ),
  },
  {
    id: "footer",
    title: "Footer",
    content: () => (
      <>
        <NavSettingFields group="footer" />
        <FooterEditor />
      </>
    ),
  },
  { id: "popup", title: settingsLabelAt("/popup"), content: () => <PopupEditor /> },
  { id: "seo", title: settingsLabelAt("/webSeo"), content: () => <SchemaFields pointer="/webSeo" /> },
  { id: "address", title: settingsLabelAt("/webAddress"), content: () => <SchemaFields pointer="/webAddress" /> },
];
