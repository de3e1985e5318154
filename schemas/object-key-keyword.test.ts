// The x-object-key keyword (issue 24): keys the shop turns into object keys refuse the names every
// object already has, in the compiled validators the shop and the builder load and in the ajv
// set-up the server judges pages with; the keys the fixtures and the starter form use stay valid.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import validateForm from "./compiled/blocks/form.js";
import validateSite from "./compiled/site/site.js";
import { form } from "../registry/blocks/form";
import { createSchemaAjv } from "./schema-ajv";
import { PROTOTYPE_NAMES, isPrototypeName } from "./prototype-names";

const RESERVED = "This field key is a name the shop keeps for itself; choose another, such as full_name";
const formBlock = (names: string[]) => ({ data: { form_id: "contact", fields: names.map((name) => ({ name, type: "text" })) } });
const messagesAt = (errors: typeof validateForm.errors, pointer: string) => (errors ?? []).filter((e) => e.instancePath === pointer).map((e) => e.message);

/** Every form field key of the fixture pages. */
function fixtureFieldKeys(): string[] {
  const dir = join(import.meta.dirname, "..", "fixtures", "pages");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
  const docs = files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { components?: { name: string; data?: { fields?: { name: string }[] } }[] });
  return docs.flatMap((d) => (d.components ?? []).filter((c) => c.name === "form").flatMap((c) => c.data?.fields?.map((f) => f.name) ?? []));
}

describe("x-object-key", () => {
  it("knows every name of Object.prototype", () => {
    expect([...PROTOTYPE_NAMES].sort()).toEqual([...Object.getOwnPropertyNames(Object.prototype), "prototype"].sort());
    expect(isPrototypeName("constructor")).toBe(true);
    expect(isPrototypeName("name")).toBe(false);
  });

  it("refuses each of them as a form field key, naming the field, in the compiled validator", () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(validateForm(formBlock(["name", name])), name).toBe(false);
      expect(messagesAt(validateForm.errors, "/data/fields/1/name"), name).toContain(RESERVED);
      expect(messagesAt(validateForm.errors, "/data/fields/0/name"), name).toEqual([]);
    }
  });

  it("refuses them the same way where the server compiles the schema", () => {
    const validate = createSchemaAjv().compile(JSON.parse(readFileSync(join(import.meta.dirname, "../registry/blocks/form/schema.json"), "utf8")) as object);
    for (const name of ["__proto__", "constructor", "toString"]) {
      expect(validate(formBlock([name])), name).toBe(false);
      expect(
        validate.errors?.map((e) => e.message),
        name,
      ).toContain(RESERVED);
    }
  });

  it("keeps a field key a safe identifier: a letter first, then letters, digits, - and _", () => {
    for (const name of ["1st", "_x", "-x", "x y", "x.y", ""]) expect(validateForm(formBlock([name])), name).toBe(false);
    for (const name of ["full_name", "Phone", "pin-code", "a1"]) expect(validateForm(formBlock([name])), name).toBe(true);
  });

  it("accepts every field key of the fixture pages and of a new form block", () => {
    const starter = (form.defaults?.data as { fields: { name: string }[] }).fields;
    const keys = [...fixtureFieldKeys(), ...starter.map((f) => f.name)];
    expect(keys.length).toBeGreaterThan(5);
    expect(validateForm(formBlock(keys)), JSON.stringify(validateForm.errors)).toBe(true);
  });

  it("refuses a theme colour named after one of them", () => {
    const site = (colors: Record<string, string>) => ({ name: "Shop", navSetting: {}, navs: [], footers: [], colors });
    expect(validateSite(site({ primary: "#0f7b3f" }))).toBe(true);
    expect(validateSite(site(JSON.parse('{"constructor": "#0f7b3f"}') as Record<string, string>))).toBe(false);
    expect(validateSite.errors?.[0]?.message).toBe("This colour name is a name the shop keeps for itself; choose another");
  });
});
