// Every choice a block schema offers reaches the owner in words: an enum carries x-enum-labels
// for each of its values (the on/off 0-1 number is a switch, and a form block's own enums are
// another form's concern), and no field is titled in developer words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const BLOCKS = join(__dirname, "../../../registry/blocks");
const MACHINE_TITLES = /\b(key|slug|json|css|regex|id|url)\b/i;

interface Found {
  enums: { at: string; unlabelled: unknown[] }[];
  titles: { at: string; title: string }[];
}

function sweep(node: unknown, at: string, found: Found): Found {
  if (Array.isArray(node)) node.forEach((item, index) => sweep(item, `${at}/${index}`, found));
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.enum)) {
      const values = record.enum as unknown[];
      const isSwitch = values.length === 2 && values.includes(0) && values.includes(1);
      const labels = (record["x-enum-labels"] ?? {}) as Record<string, string>;
      if (!isSwitch) found.enums.push({ at, unlabelled: values.filter((value) => !labels[String(value)]) });
    }
    if (typeof record.title === "string" && MACHINE_TITLES.test(record.title)) found.titles.push({ at, title: record.title });
    for (const [key, value] of Object.entries(record)) if (key !== "x-presets") sweep(value, `${at}/${key}`, found);
  }
  return found;
}

const blocks = readdirSync(BLOCKS).filter((name) => name !== "form" && readdirSync(join(BLOCKS, name)).includes("schema.json"));

describe("the words of the block schemas", () => {
  it.each(blocks)("%s names every choice and field in the owner's words", (name) => {
    const found = sweep(JSON.parse(readFileSync(join(BLOCKS, name, "schema.json"), "utf8")), name, { enums: [], titles: [] });
    expect(found.enums.filter((entry) => entry.unlabelled.length > 0)).toEqual([]);
    expect(found.titles).toEqual([]);
  });

  it("names the product carousel's orders as a shopper would", () => {
    const schema = JSON.parse(readFileSync(join(BLOCKS, "products", "schema.json"), "utf8"));
    const sort = schema.properties.logicdata.properties.sort;
    expect(sort.enum.map((value: string) => sort["x-enum-labels"][value])).toEqual([
      "Most relevant",
      "Lowest price first",
      "Highest price first",
      "Biggest discount first",
      "Newest first",
      "Name A–Z",
    ]);
  });
});
