// header_template 1–4 (§3): the slot order of each. The map is typed by the settings schema,
// so a template added to schemas/site/nav-setting.json fails the type check until built here.
import type { ComponentType } from "react";
import type { Shape as NavSettingShape } from "../../schemas/compiled/site/nav-setting.schema";
import type { HeaderProps } from "./chrome-types";
import { HeaderLayout, type SlotName } from "./header-layout";

export type HeaderTemplateId = NavSettingShape["header_template"];

export const HEADER_ROWS: Record<HeaderTemplateId, SlotName[][]> = {
  // 1: the classic row.
  1: [["logo", "search", "pincode", "language", "account", "cart"]],
  // 2: delivery first.
  2: [["logo", "pincode", "search", "language", "cart", "account"]],
  // 3: the logo centred between the delivery and search slots and the shopper's own.
  3: [["pincode", "search", "logo", "language", "account", "cart"]],
  // 4: two rows, the search bar full width below.
  4: [["logo", "pincode", "spacer", "language", "account", "cart"], ["search"]],
};

const template = (id: HeaderTemplateId): ComponentType<HeaderProps> => {
  const Header = (p: HeaderProps) => <HeaderLayout template={id} rows={HEADER_ROWS[id]} props={p} />;
  Header.displayName = `HeaderTemplate${id}`;
  return Header;
};

export const headerTemplates: Record<HeaderTemplateId, ComponentType<HeaderProps>> = { 1: template(1), 2: template(2), 3: template(3), 4: template(4) };

/** The template a setting names; an unknown number falls back to 1. */
export function headerTemplate(id: number): ComponentType<HeaderProps> {
  return headerTemplates[id as HeaderTemplateId] ?? headerTemplates[1];
}

/** The visible slots of a template in reading order. */
export function headerSlotOrder(id: HeaderTemplateId): SlotName[] {
  return HEADER_ROWS[id].flat().filter((s) => s !== "spacer");
}
