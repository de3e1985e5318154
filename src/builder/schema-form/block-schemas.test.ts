import { describe, expect, it } from "vitest";
import { registry } from "../../../registry";
import { BLOCK_SCHEMA_LOADERS, loadBlockSchema } from "./block-schemas";

describe("the block schemas the builder loads", () => {
  it("has a schema for every registered block, under the id its entry carries", async () => {
    for (const entry of Object.values(registry)) {
      expect(Object.keys(BLOCK_SCHEMA_LOADERS), entry.name).toContain(entry.schemaId);
      const schema = await loadBlockSchema(entry.schemaId);
      expect(schema.$id ?? entry.schemaId).toBe(entry.schemaId);
      expect(schema.title).toBe(entry.title);
    }
  });

  it("loads each schema once, and refuses an unknown id", async () => {
    expect(loadBlockSchema("hero-banner")).toBe(loadBlockSchema("hero-banner"));
    await expect(loadBlockSchema("no-such-block")).rejects.toThrow("There is no block schema no-such-block");
  });
});
