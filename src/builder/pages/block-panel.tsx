// The selected block's form: generated from the block's JSON schema (loaded when the block is
// opened), its problems judged by the block's compiled validator as the owner types, with the
// messages of a refused publish on their fields until they change.
import { useMemo } from "react";
import { blockEntry } from "../../../registry";
import { Loading } from "../../client/ui/loading";
import { userMessage } from "../../shared/error-message";
import { BlockForm } from "../schema-form/block-form";
import { useBlockErrors } from "../schema-form/use-block-errors";
import { useBlockSchema } from "../schema-form/use-block-schema";
import type { PageEditor } from "./use-page-editor";

/** Starts the ids of a block's inputs (see blockFieldId): one block's form is on screen at a time, but block ids are unique anyway. */
export const blockIdPrefix = (blockId: string) => `block-${blockId}-field`;

export function BlockPanel({ editor, blockId }: { editor: PageEditor; blockId: string }) {
  const component = editor.doc.components.find((c) => c.id === blockId)!;
  const entry = blockEntry(component.name);
  const schemaState = useBlockSchema(entry?.schemaId);
  const schema = schemaState.status === "ready" ? schemaState.schema : undefined;
  const judged = useBlockErrors(entry, component, schema);
  const reported = editor.problems.byBlock[blockId];
  const errors = useMemo(() => ({ ...judged, ...reported }), [judged, reported]);

  if (!entry) {
    return (
      <section className="page-panel" aria-labelledby="page-panel-title">
        <h2 id="page-panel-title">{component.name}</h2>
        <p role="alert">The shop has no block called “{component.name}” and skips it. Delete it from the page.</p>
      </section>
    );
  }
  return (
    <section className="page-panel" aria-labelledby="page-panel-title">
      <h2 id="page-panel-title">{entry.title}</h2>
      <p className="page-panel-description">{entry.description}</p>
      {schemaState.status === "loading" ? <Loading /> : null}
      {schemaState.status === "failed" ? <p role="alert">The form of this block could not load: {userMessage(schemaState.error)}</p> : null}
      {schema ? (
        <BlockForm
          key={blockId}
          schema={schema}
          value={component}
          onChange={(next) => editor.updateBlock(blockId, next)}
          errors={errors}
          showAllErrors={editor.showAllProblems}
          idPrefix={blockIdPrefix(blockId)}
        />
      ) : null}
    </section>
  );
}
