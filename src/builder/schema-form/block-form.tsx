// The form of one block on a page, generated from the block's JSON schema: its content (data),
// which items it shows (logicdata) and how it looks (settings), each section titled from the
// schema. What the server resolved for the block (response) is never edited. The page editor
// holds the component and its problems; the form hands every change back as a new component.
import { useId } from "react";
import type { PageComponent } from "../../shared/page-document";
import { DocumentForm } from "./document-form";
import { fieldKind } from "./field-kind";
import { pointerOf, type Pointer } from "./json-pointer";
import { SchemaFields } from "./schema-field";
import { nodeAt, type SchemaNode } from "./schema-node";
import { useBlockEditor } from "./use-block-editor";
import "./block-form.css";

export { blockFieldId } from "./use-block-editor";

export interface BlockFormProps {
  /** The block's JSON schema (registry/blocks/<schemaId>/schema.json, see block-schemas.ts). */
  schema: SchemaNode;
  value: PageComponent;
  onChange(next: PageComponent): void;
  /** Problems by JSON Pointer relative to the component ("/data/slides/0/image"). */
  errors: Readonly<Record<string, string>>;
  /** Show the problems of fields the owner has not changed too (after a refused publish). */
  showAllErrors: boolean;
  /** Starts the ids of the form's inputs (blockFieldId), unique on the page. */
  idPrefix?: string;
}

/** The parts of a component an owner edits, in the order the form shows them, and their names where the schema gives none. */
export const BLOCK_SECTIONS: readonly { key: "data" | "logicdata" | "settings"; title: string }[] = [
  { key: "data", title: "Content" },
  { key: "logicdata", title: "Which items" },
  { key: "settings", title: "Display" },
];

/** Whether a part of the component has anything for the owner to set. */
function editable(node: SchemaNode | undefined, pointer: Pointer, schema: SchemaNode): boolean {
  return Object.keys(node?.properties ?? {}).some((key) => {
    const child = nodeAt(schema, pointerOf(pointer, key));
    return child !== undefined && fieldKind(child) !== "fixed";
  });
}

export function BlockForm({ schema, value, onChange, errors, showAllErrors, idPrefix }: BlockFormProps) {
  const generated = useId();
  const prefix = idPrefix ?? `block-${generated}`;
  const editor = useBlockEditor({ schema, value, onChange, errors, showAllErrors, idPrefix: prefix });
  const sections = BLOCK_SECTIONS.map((section) => ({ ...section, pointer: `/${section.key}`, node: nodeAt(schema, `/${section.key}`) })).filter((section) =>
    editable(section.node, section.pointer, schema),
  );
  // A problem with the component as a whole, or a part of it, has no field of its own.
  const general = ["", ...BLOCK_SECTIONS.map((section) => `/${section.key}`)].map((pointer) => editor.errors[pointer]).filter(Boolean);

  return (
    <DocumentForm editor={editor}>
      <div className="builder-block-form">
        {general.length ? (
          <ul className="builder-block-form-problems" role="alert">
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {sections.length ? (
          sections.map((section) => (
            <section key={section.key} className="builder-block-section" aria-labelledby={`${prefix}-${section.key}-title`}>
              <h3 id={`${prefix}-${section.key}-title`}>{section.node?.title ?? section.title}</h3>
              <SchemaFields pointer={section.pointer} />
            </section>
          ))
        ) : (
          <p className="field-hint">This block has nothing to set: it shows what the shop knows at the moment.</p>
        )}
      </div>
    </DocumentForm>
  );
}
