// The website's theme as a choice among the themes the shop offers (WEBSITE_THEMES, the ones a
// new website starts from), named by the schema's x-enum-labels. The schema still accepts any
// short name, so a website may hold a theme the shop no longer offers: it stays chosen and is
// shown as such until the owner picks another.
import { WEBSITE_THEMES } from "../../shared/api/websites";
import { useDocumentEditor } from "../schema-form/document-editor";
import type { Pointer } from "../schema-form/json-pointer";
import { humanise } from "../schema-form/schema-node";
import { EnumSelect } from "../schema-form/widgets/enum-select";

export const THEME: Pointer = "/theme";

export function themeLabel(labels: Readonly<Record<string, string>> | undefined, theme: string): string {
  if ((WEBSITE_THEMES as readonly string[]).includes(theme)) return labels?.[theme] ?? humanise(theme);
  return `“${theme}” (a theme the shop no longer offers)`;
}

export function ThemeChoice() {
  const editor = useDocumentEditor();
  const labels = editor.nodeAt(THEME)?.["x-enum-labels"];
  const stored = editor.get(THEME);
  const offered: readonly string[] = WEBSITE_THEMES;
  const values = typeof stored === "string" && stored !== "" && !offered.includes(stored) ? [...offered, stored] : offered;
  const fallback = editor.nodeAt(THEME)?.default;
  const placeholder = stored === undefined || stored === "" ? (typeof fallback === "string" ? `Default: ${themeLabel(labels, fallback)}` : "") : undefined;
  return <EnumSelect values={values} labelOf={(value) => themeLabel(labels, String(value))} placeholder={placeholder} />;
}
