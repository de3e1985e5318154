// Settings kept as JSON text, edited as the object they hold.
import { describe, expect, it } from "vitest";
import { schema as heroBanner } from "../../../schemas/compiled/blocks/hero-banner.schema";
import { closeValue, openSchema, openValue, STORED_AS_JSON_TEXT } from "./json-text";
import { nodeAt, type SchemaNode } from "./schema-node";

const opened = openSchema(heroBanner);
const stored = { data: { slides: [] }, settings: { settings: '{"aspect":"lg","slidesconfig":{"sm":2}}' } };

describe("settings kept as JSON text", () => {
  it("puts the content's schema where the string was, with the string's title", () => {
    const node = nodeAt(opened, "/settings/settings")!;
    expect(node.title).toBe("Banner look");
    expect(node[STORED_AS_JSON_TEXT]).toBe(true);
    expect(nodeAt(opened, "/settings/settings/slidesconfig/sm")?.title).toBe("On phones");
    // The stored schema is left as it was; opening twice changes nothing more.
    expect(nodeAt(heroBanner as SchemaNode, "/settings/settings")?.type).toBe("string");
    expect(openSchema(opened)).toEqual(opened);
  });

  it("opens the text into its object and closes it back into text, leaving the rest of the value as it was", () => {
    const open = openValue(opened, stored);
    expect(open.settings.settings).toEqual({ aspect: "lg", slidesconfig: { sm: 2 } });
    expect(open.data).toBe(stored.data);
    const closed = closeValue(opened, open);
    expect(closed).toEqual(stored);
    expect(closed.data).toBe(stored.data);
  });

  it("leaves text that does not parse as text, so its message shows where the fields are", () => {
    const broken = { settings: { settings: "{aspect" } };
    expect(openValue(opened, broken)).toBe(broken);
    expect(closeValue(opened, broken)).toBe(broken);
  });
});
