// The problems of a component as the owner edits it, judged by its registry entry's compiled
// validator once that has loaded (it loads with the block's code): {} until then.
import { useEffect, useMemo, useState } from "react";
import type { BlockEntry } from "../../../registry/block-types";
import type { CompiledValidator } from "../../../schemas/validator-type";
import type { PageComponent } from "../../shared/page-document";
import { blockErrors } from "./block-errors";
import type { SchemaNode } from "./schema-node";
import type { ErrorMap } from "./validation-errors";

const NONE: ErrorMap = {};

export function useBlockErrors(entry: Pick<BlockEntry, "validator"> | undefined, component: Partial<PageComponent>, schema?: SchemaNode): ErrorMap {
  const [validator, setValidator] = useState<{ entry: unknown; check: CompiledValidator } | null>(null);
  useEffect(() => {
    if (!entry) return;
    let current = true;
    entry.validator().then(
      (check) => current && setValidator({ entry, check }),
      // A validator that cannot load leaves the judging to the server's, at publish.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [entry]);
  const check = validator && validator.entry === entry ? validator.check : null;
  return useMemo(() => (check ? blockErrors(check, component, schema) : NONE), [check, component, schema]);
}
