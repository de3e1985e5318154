// A page component's problems as the builder shows them while the owner types: the block's
// compiled standalone validator (no ajv compiler and no `new Function` under the CSP) run over
// the component, one message per JSON Pointer relative to it ("/data/slides/0/image"), in the
// schema's own errorMessage words, or written from the field's label where it has none.
import type { CompiledValidator } from "../../../schemas/validator-type";
import { parseJsonText, type PageComponent } from "../../shared/page-document";
import { parsePointer, type Pointer } from "./json-pointer";
import { labelOf, nodeAt, type SchemaNode } from "./schema-node";
import { errorsByPointer, type ErrorMap } from "./validation-errors";

/**
 * The component as its block reads it: settings the spec may keep as JSON text are the object
 * inside it, as the shop's renderer and the server read them.
 */
export function readableComponent<C extends Pick<PageComponent, "settings">>(component: C): C {
  return typeof component.settings === "object" && component.settings !== null ? component : { ...component, settings: parseJsonText(component.settings) };
}

/** The label of the field at a pointer into a component of the block `schema` describes. */
export function blockLabelAt(schema: SchemaNode | undefined, pointer: Pointer): string {
  const key = parsePointer(pointer).pop() ?? "";
  return labelOf(schema ? nodeAt(schema, pointer) : undefined, key);
}

/** Every problem `validator` finds in the component, by pointer; {} when it is valid. */
export function blockErrors(validator: CompiledValidator, component: Partial<PageComponent>, schema?: SchemaNode): ErrorMap {
  if (validator(readableComponent({ settings: undefined, ...component }))) return {};
  return errorsByPointer(validator.errors, (pointer) => blockLabelAt(schema, pointer));
}
