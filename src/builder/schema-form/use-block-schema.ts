// A block's JSON schema for its form, loaded when the block is opened (block-schemas.ts).
import { useEffect, useState } from "react";
import { loadBlockSchema } from "./block-schemas";
import type { SchemaNode } from "./schema-node";

export type BlockSchemaState = { status: "loading" } | { status: "ready"; schema: SchemaNode } | { status: "failed"; error: unknown };

export function useBlockSchema(schemaId: string | undefined): BlockSchemaState {
  const [state, setState] = useState<{ id: string; state: BlockSchemaState } | null>(null);
  useEffect(() => {
    if (!schemaId) return;
    let current = true;
    loadBlockSchema(schemaId).then(
      (schema) => current && setState({ id: schemaId, state: { status: "ready", schema } }),
      (error: unknown) => current && setState({ id: schemaId, state: { status: "failed", error } }),
    );
    return () => {
      current = false;
    };
  }, [schemaId]);
  if (!schemaId) return { status: "failed", error: new Error("The block has no schema") };
  return state?.id === schemaId ? state.state : { status: "loading" };
}
