// A live page's blocks as the shop may draw them (ADR 0064). Pages are judged when published,
// but a page stored before a schema changed can hold a block its schema now refuses: it is
// left out of the answer here, once, with the same check (and the same tolerance for settings
// kept as JSON text) the builder's preview makes, so shoppers' browsers need no validators.
import { checkComponent } from "../../../shared/check-component";
import type { PageComponent } from "../../../shared/page-document";
import type { CompiledValidator } from "../../../../schemas/validator-type";
import { pageSchemas } from "./page-schemas";

export interface SkippedBlock {
  name: string;
  problems: string[];
}

const registeredValidator = (name: string): CompiledValidator | undefined => pageSchemas().blocks.get(name)?.validate;

/**
 * The components whose block's schema accepts them, as they were (the shop reads JSON-text
 * settings itself), and those left out. A name no block has is kept: the shop leaves it out
 * and reports it to the website's error reporting.
 */
export function drawableBlocks<C extends PageComponent>(
  components: readonly C[],
  validatorOf: (name: string) => CompiledValidator | undefined = registeredValidator,
): { kept: C[]; skipped: SkippedBlock[] } {
  const kept: C[] = [];
  const skipped: SkippedBlock[] = [];
  for (const component of components) {
    const validate = typeof component.name === "string" ? validatorOf(component.name) : undefined;
    const check = validate ? checkComponent(validate, component) : null;
    if (check && !check.ok) skipped.push({ name: component.name, problems: check.problems });
    else kept.push(component);
  }
  return { kept, skipped };
}
