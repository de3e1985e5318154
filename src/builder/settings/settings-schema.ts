// The site settings document's schemas, as the builder's forms read them: site.json for the
// document, nav-setting.json for its navSetting part (each schema compiles on its own).
import { schema as navSettingSchemaSource } from "../../../schemas/compiled/site/nav-setting.schema";
import { schema as siteSchemaSource } from "../../../schemas/compiled/site/site.schema";
import { isWithin, parsePointer, pointerOf, type Pointer } from "../schema-form/json-pointer";
import { labelOf, nodeAt, resolveNode, type SchemaNode } from "../schema-form/schema-node";

export const siteSchema: SchemaNode = siteSchemaSource;
export const navSettingSchema: SchemaNode = navSettingSchemaSource;

export const NAV_SETTING: Pointer = "/navSetting";

/** The resolved schema of one place in a settings document. */
export function settingsNodeAt(pointer: Pointer): SchemaNode | undefined {
  if (isWithin(pointer, NAV_SETTING)) return nodeAt(navSettingSchema, pointer.slice(NAV_SETTING.length));
  return nodeAt(siteSchema, pointer);
}

/** A named definition of site.json ($defs), resolved. */
export function siteDefinition(name: string): SchemaNode {
  const node = siteSchema.$defs?.[name];
  if (!node) throw new Error(`site.json has no definition ${name}`);
  return resolveNode(node, siteSchema);
}

export function settingsLabelAt(pointer: Pointer): string {
  const segments = parsePointer(pointer);
  return labelOf(settingsNodeAt(pointer), segments[segments.length - 1] ?? "");
}

/** Whether the schema requires the property at the pointer. */
export function settingsRequiredAt(pointer: Pointer): boolean {
  const segments = parsePointer(pointer);
  const key = segments.pop();
  if (key === undefined) return false;
  return Boolean(settingsNodeAt(pointerOf("", ...segments))?.required?.includes(key));
}
