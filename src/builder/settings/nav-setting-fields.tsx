// The navigation settings (nav-setting.json) split between the header, navbar and footer
// parts of the screen. A property's x-group hint places it; a property without one lands in
// the header part rather than going missing.
import type { ReactNode } from "react";
import { HEADER_ROWS, type HeaderTemplateId } from "../../../registry/chrome/header-templates";
import { useDocumentEditor } from "../schema-form/document-editor";
import { fieldKind } from "../schema-form/field-kind";
import { pointerOf } from "../schema-form/json-pointer";
import { humanise, labelOf } from "../schema-form/schema-node";
import { SchemaField } from "../schema-form/schema-field";
import { EnumSelect } from "../schema-form/widgets/enum-select";
import { LogoSizeInput } from "./logo-size-input";
import { NAV_SETTING, navSettingSchema } from "./settings-schema";

export type NavSettingGroup = "header" | "navbar" | "footer";

/** ADR 0006's header templates, read from the registry's own slot rows. */
export function describeHeaderTemplate(value: unknown): string {
  const rows = HEADER_ROWS[value as HeaderTemplateId];
  if (!rows) return "";
  return rows.map((row) => row.filter((slot) => slot !== "spacer").join(" · ")).join(", then ");
}

/** ADR 0006's navbar templates. */
const NAVBAR_TEMPLATES: Record<number, string> = {
  1: "plain links",
  2: "upper-case links with arrows and dividers",
  3: "each link's picture above its name",
  4: "bold links on an accent-coloured bar",
  5: "pill buttons in a scrolling strip",
};
export const describeNavbarTemplate = (value: unknown): string => NAVBAR_TEMPLATES[value as number] ?? "";

const DESCRIBE: Record<string, (value: unknown) => string> = { header_template: describeHeaderTemplate, navbar_template: describeNavbarTemplate };

export function groupOf(key: string): NavSettingGroup {
  const hinted = navSettingSchema.properties?.[key]?.["x-group"];
  return hinted === "header" || hinted === "navbar" || hinted === "footer" ? hinted : "header";
}

/** navSetting.nav_alignment moves the navbar's links; the website's own nav_alignment (§3) says the same, so both are set. */
function AlignmentSelect({ values }: { values: readonly unknown[] }) {
  const editor = useDocumentEditor();
  return (
    <EnumSelect
      values={values}
      labelOf={(value) => humanise(String(value))}
      onChange={(value) => {
        editor.set(pointerOf(NAV_SETTING, "nav_alignment"), value);
        editor.set("/nav_alignment", value);
      }}
    />
  );
}

export function NavSettingFields({ group }: { group: NavSettingGroup }) {
  const keys = Object.keys(navSettingSchema.properties ?? {}).filter((key) => groupOf(key) === group);
  return (
    <>
      {keys.map((key): ReactNode => {
        const pointer = pointerOf(NAV_SETTING, key);
        const node = navSettingSchema.properties![key]!;
        if (fieldKind(node) === "logo-size") return <LogoSizeInput key={key} label={labelOf(node, key)} />;
        if (key === "nav_alignment") return <SchemaField key={key} pointer={pointer} control={<AlignmentSelect values={node.enum ?? []} />} />;
        return <SchemaField key={key} pointer={pointer} describeOption={DESCRIBE[key]} />;
      })}
    </>
  );
}
