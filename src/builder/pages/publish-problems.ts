// A refused publish answers a message per JSON Pointer into the draft
// ("/components/2/data/slides/0/image"). These are sorted out here: those inside a block go to
// that block's form (by its id, the pointer made relative to the block), the page's own
// fields to the page settings form, and every one is named for the summary by its block's
// title and the steps to its field as the forms show them.
import { getAt, isWithin, parsePointer, pointerOf, type Pointer } from "../schema-form/json-pointer";
import { blockLabelAt } from "../schema-form/block-errors";
import { BLOCK_SECTIONS } from "../schema-form/block-form";
import { itemTitle } from "../schema-form/item-title";
import { nodeAt, type SchemaNode } from "../schema-form/schema-node";
import type { ErrorMap } from "../schema-form/validation-errors";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { blockPlace } from "./block-title";
import { COMPONENTS } from "./page-settings-schema";

export interface PublishProblem {
  /** As the server gave it. */
  pointer: Pointer;
  message: string;
  /** The block it is in, with the pointer inside the block ("" for the block as a whole). */
  block: { id: string; index: number; field: Pointer } | null;
}

export interface PublishProblems {
  /** Blocks' problems in page order, then the page's. */
  list: PublishProblem[];
  /** Block id → messages by pointer inside the block, as the block form takes them. */
  byBlock: Readonly<Record<string, ErrorMap>>;
  /** Messages on the page's own fields ("/url", "/seo_title", …) and on the page as a whole. */
  page: ErrorMap;
}

const IN_BLOCK = /^\/components\/(\d+)((?:\/.*)?)$/;

/** `ids` are the blocks' ids in the order of the draft the server judged: its pointers count blocks by place. */
export function publishProblems(errors: Readonly<Record<string, string>>, ids: readonly string[]): PublishProblems {
  const inBlocks: PublishProblem[] = [];
  const onPage: PublishProblem[] = [];
  const byBlock: Record<string, Record<Pointer, string>> = {};
  const page: Record<Pointer, string> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    const match = IN_BLOCK.exec(pointer);
    const index = match ? Number(match[1]) : -1;
    const id = ids[index];
    if (match && id !== undefined) {
      const field = match[2]!;
      inBlocks.push({ pointer, message, block: { id, index, field } });
      (byBlock[id] ??= {})[field] = message;
    } else {
      onPage.push({ pointer, message, block: null });
      page[pointer] = message;
    }
  }
  inBlocks.sort((a, b) => a.block!.index - b.block!.index);
  return { list: [...inBlocks, ...onPage], byBlock, page };
}

export const NO_PROBLEMS: PublishProblems = { list: [], byBlock: {}, page: {} };

const overlaps = (a: Pointer, b: Pointer) => isWithin(a, b) || isWithin(b, a);

/**
 * The problems less those the owner has since edited: in the block with `id` (null: the page's
 * own fields) at or around `pointer`. A server message stays on its field until that changes.
 */
export function withoutProblemsAt(problems: PublishProblems, id: string | null, pointer: Pointer): PublishProblems {
  const gone = (problem: PublishProblem) => (id === null ? problem.block === null && overlaps(problem.pointer, pointer) : problem.block?.id === id && overlaps(problem.block.field, pointer));
  if (!problems.list.some(gone)) return problems;
  const list = problems.list.filter((problem) => !gone(problem));
  const byBlock: Record<string, Record<Pointer, string>> = {};
  const page: Record<Pointer, string> = {};
  for (const problem of list) {
    if (problem.block) (byBlock[problem.block.id] ??= {})[problem.block.field] = problem.message;
    else page[problem.pointer] = problem.message;
  }
  return { list, byBlock, page };
}

export interface ProblemLabels {
  /** The block's schema when it has been loaded; fields are named from the pointer meanwhile. */
  blockSchema(name: string): SchemaNode | undefined;
  /** A page field's label ("/seo_title" → "Search title"). */
  pageLabel(pointer: Pointer): string;
}

/** The steps to a field inside a component, named as its form shows them: section, field labels, list entries. */
function fieldSteps(component: PageComponent, field: Pointer, schema: SchemaNode | undefined): string[] {
  const schemaAt = (pointer: Pointer) => (schema ? nodeAt(schema, pointer) : undefined);
  const steps: string[] = [];
  let at: Pointer = "";
  for (const segment of parsePointer(field)) {
    const container = getAt(component, at);
    const next = pointerOf(at, segment);
    if (at === "") steps.push(schemaAt(next)?.title ?? BLOCK_SECTIONS.find((section) => section.key === segment)?.title ?? blockLabelAt(schema, next));
    else if (Array.isArray(container)) steps.push(itemTitle(getAt(component, next), Number(segment), at, schemaAt));
    else steps.push(blockLabelAt(schema, next));
    at = next;
  }
  return steps;
}

/**
 * Where the problem is, in the words of the forms: "Hero banner (block 1) › Content › Slides ›
 * Slide 1 › Picture", numbered as the block stands now (it may have moved since). Null for a
 * block that has since been deleted.
 */
export function describeProblem(problem: PublishProblem, page: PageDocument, labels: ProblemLabels): string | null {
  if (!problem.block) {
    if (problem.pointer === "") return "The page";
    // A block the answer names that the page no longer has: the page's list of blocks.
    return labels.pageLabel(isWithin(problem.pointer, COMPONENTS) ? COMPONENTS : problem.pointer);
  }
  const { id, field } = problem.block;
  const index = page.components.findIndex((c) => c.id === id);
  const component = page.components[index];
  if (!component) return null;
  return [blockPlace(component.name, index), ...fieldSteps(component, field, labels.blockSchema(component.name))].join(" › ");
}
