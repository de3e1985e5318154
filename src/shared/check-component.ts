// Checks one page component against its block's schema, after reading the fields the spec
// keeps as JSON text, and turns the validator's errors into lines an owner can act on.
import type { PageComponent } from "./page-document";
import { parseJsonText } from "./page-document";
import { JSON_TEXT_KEYWORD } from "../../schemas/schema-hints";
import type { CompiledValidator, ValidationError } from "../../schemas/validator-type";

export type ComponentCheck = { ok: true; component: PageComponent } | { ok: false; problems: string[] };

/** Settings may arrive as JSON text (banner settings); blocks always receive an object. */
export function normaliseComponent(component: PageComponent): PageComponent {
  return { ...component, settings: component.settings == null ? {} : parseJsonText(component.settings) };
}

/**
 * Whether an error is about a setting kept as JSON text (or what it holds). Such a setting is
 * judged at publish and edited with fields, and the block reads it with a default for each part
 * that is wrong, so a page published before those checks keeps its banner rather than losing it.
 */
function aboutJsonText(error: ValidationError): boolean {
  const inner = (error.params.errors as ValidationError[] | undefined) ?? [];
  return [error, ...inner].some((e) => e.schemaPath.includes(`/${JSON_TEXT_KEYWORD}`));
}

export function checkComponent(validator: CompiledValidator, component: PageComponent): ComponentCheck {
  const normalised = normaliseComponent(component);
  if (validator(normalised) || (validator.errors ?? []).every(aboutJsonText)) return { ok: true, component: normalised };
  const problems = validationProblems(validator);
  return { ok: false, problems: problems.length ? problems : ["The block's content does not match its schema"] };
}

/** The last run's errors as "field.path: message" lines. */
export function validationProblems(validator: CompiledValidator): string[] {
  return (validator.errors ?? []).map((e) => {
    const where = e.instancePath ? `${e.instancePath.slice(1).replace(/\//g, ".")}: ` : "";
    return `${where}${e.message ?? e.keyword}`;
  });
}
