import { describe, expect, it } from "vitest";
import { schema as heroBanner } from "../../../schemas/compiled/blocks/hero-banner.schema";
import { schema as products } from "../../../schemas/compiled/blocks/products.schema";
import type { SchemaNode } from "../schema-form/schema-node";
import { blockIds, editorDocument, moveBlock, removeBlock } from "./page-edits";
import { pageLabelAt } from "./page-settings-schema";
import { describeProblem, publishProblems, withoutProblemsAt, type ProblemLabels } from "./publish-problems";
import { testBlock, testPage } from "../../shared/testing/page-doc";

const page = testPage([testBlock("hero-banner", { slides: [{ image: "a.png" }, { link: "/x" }] }, 0), testBlock("products", { title: "Deals" }, 1)]);
const SCHEMAS: Record<string, SchemaNode> = { "hero-banner": heroBanner, products };
const labels: ProblemLabels = { blockSchema: (name) => SCHEMAS[name], pageLabel: pageLabelAt };

const ANSWER = {
  "/url": "A page needs an address",
  "/components/1/logicdata/limit": "Show between 1 and 24 products",
  "/components/0/data/slides/1/image": "Choose a picture for the slide",
  "/components/7/data": "A block that is not there",
  "/components": "The products page must hold its product list",
};

describe("a refused publish's messages", () => {
  it("go to their block, by id and the pointer inside it, and the rest to the page", () => {
    const s = editorDocument(page);
    const ids = blockIds(s);
    const problems = publishProblems(ANSWER, ids);
    expect(problems.byBlock).toEqual({
      [ids[0]!]: { "/data/slides/1/image": "Choose a picture for the slide" },
      [ids[1]!]: { "/logicdata/limit": "Show between 1 and 24 products" },
    });
    expect(problems.page).toEqual({ "/url": "A page needs an address", "/components/7/data": "A block that is not there", "/components": "The products page must hold its product list" });
    // Blocks first, in page order: the first problem is where the owner is taken.
    expect(problems.list.map((p) => p.pointer)).toEqual(["/components/0/data/slides/1/image", "/components/1/logicdata/limit", "/url", "/components/7/data", "/components"]);
    expect(problems.list[0]!.block).toEqual({ id: ids[0], index: 0, field: "/data/slides/1/image" });
  });

  it("name each problem by its block's title and its field as the form shows them", () => {
    const s = editorDocument(page);
    const ids = blockIds(s);
    const problems = publishProblems(ANSWER, ids);
    const places = problems.list.map((p) => describeProblem(p, s, labels));
    expect(places).toEqual(["Hero banner (block 1) › Content › Slides › Slide 2 › Picture", "Product carousel (block 2) › Which products › How many", "Address", "Blocks", "Blocks"]);
  });

  it("number a block as it stands now, and leave out one that was deleted", () => {
    const s = editorDocument(page);
    const ids = blockIds(s);
    const problems = publishProblems(ANSWER, ids);
    const moved = moveBlock(s, ids[0]!, 1);
    expect(describeProblem(problems.list[0]!, moved, labels)).toBe("Hero banner (block 2) › Content › Slides › Slide 2 › Picture");
    expect(describeProblem(problems.list[0]!, removeBlock(s, ids[0]!), labels)).toBeNull();
  });

  it("name a field from its pointer while the block's schema is loading", () => {
    const s = editorDocument(page);
    const ids = blockIds(s);
    const problem = publishProblems(ANSWER, ids).list[0]!;
    expect(describeProblem(problem, s, { ...labels, blockSchema: () => undefined })).toBe("Hero banner (block 1) › Content › Slides › Item 2 › Image");
  });

  it("go away from a field once the owner changes it, and only from it", () => {
    const s = editorDocument(page);
    const ids = blockIds(s);
    const problems = publishProblems(ANSWER, ids);
    const edited = withoutProblemsAt(problems, ids[0]!, "/data/slides/1");
    expect(edited.byBlock[ids[0]!]).toBeUndefined();
    expect(edited.list).toHaveLength(4);
    expect(withoutProblemsAt(problems, ids[1]!, "/data/title")).toBe(problems);
    expect(withoutProblemsAt(problems, null, "/url").page).not.toHaveProperty("/url");
  });
});
