import { describe, expect, it } from "vitest";
import { PAGE_SCHEMA_VERSION } from "../../shared/page-migrations";
import { inspectPage } from "./inspect-page";

describe("inspectPage", () => {
  it("gives each block to render an id, its place's when it has none or repeats one, as the renderer keys by it", () => {
    const pasted = { schema_version: PAGE_SCHEMA_VERSION, url: "/x", components: [{ name: "rich-text" }, { name: "rich-text", id: "sameid0001" }, { name: "rich-text", id: "sameid0001" }] };
    const inspected = inspectPage(pasted);
    expect(inspected.ok && inspected.components.map((c) => c.id)).toEqual(["b000000000", "sameid0001", "b000000002"]);
  });
});
