// After a refused publish: every problem in one list above the editor, each named by its block
// and field ("Hero banner (block 1) › Slides › item 1 › Picture: Choose a picture for the
// slide") and a button that opens the block and puts the focus on the field.
import { useEffect, useMemo, useState } from "react";
import { blockEntry } from "../../../registry";
import type { PageDocument } from "../../shared/page-document";
import { loadBlockSchema } from "../schema-form/block-schemas";
import type { SchemaNode } from "../schema-form/schema-node";
import { pageLabelAt } from "./page-settings-schema";
import { describeProblem, type PublishProblem, type PublishProblems } from "./publish-problems";

export const problemsTitle = (count: number) => (count === 1 ? "One problem stops this page from being published:" : `${count} problems stop this page from being published:`);

/** The schemas of the named blocks, as they load (for the fields' labels). */
function useBlockSchemas(names: readonly string[]): ReadonlyMap<string, SchemaNode> {
  const [schemas, setSchemas] = useState<ReadonlyMap<string, SchemaNode>>(new Map());
  const wanted = names.join("\n");
  useEffect(() => {
    let current = true;
    for (const name of wanted ? wanted.split("\n") : []) {
      const schemaId = blockEntry(name)?.schemaId;
      if (!schemaId) continue;
      loadBlockSchema(schemaId).then(
        (schema) => current && setSchemas((map) => (map.get(name) === schema ? map : new Map(map).set(name, schema))),
        // The field is named from its pointer then.
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [wanted]);
  return schemas;
}

export interface PublishSummaryProps {
  problems: PublishProblems;
  doc: PageDocument;
  onGo(problem: PublishProblem): void;
}

export function PublishSummary({ problems, doc, onGo }: PublishSummaryProps) {
  const names = useMemo(() => [...new Set(doc.components.map((c) => c.name))].sort(), [doc.components]);
  const schemas = useBlockSchemas(names);
  const labels = useMemo(() => ({ blockSchema: (name: string) => schemas.get(name), pageLabel: pageLabelAt }), [schemas]);
  const entries = problems.list.map((problem) => ({ problem, place: describeProblem(problem, doc, labels) })).filter((entry) => entry.place !== null);
  if (entries.length === 0) return null;
  return (
    <div className="builder-error-summary" role="alert" aria-labelledby="publish-problems-title">
      <p id="publish-problems-title" className="builder-notice-title">
        {problemsTitle(entries.length)}
      </p>
      <ul>
        {entries.map(({ problem, place }) => (
          <li key={problem.pointer}>
            <button type="button" className="builder-link-button" onClick={() => onGo(problem)}>
              {place}
            </button>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
