// The fixture files to preview, grouped as the server lists them, each with the verdict
// `npm run fixtures:check` gives it; picking one loads it.
import { PREVIEW_FIXTURE_GROUPS, type PreviewFixture } from "../../shared/api/preview";
import { verdictSummary } from "./fixture-verdict-note";

const GROUP_TITLES: Record<PreviewFixture["group"], string> = {
  pages: "Page fixtures",
  sites: "Site fixtures (header and navigation bar)",
  invalid: "Broken documents",
  blocks: "Block examples",
};

export type FixtureList = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; fixtures: PreviewFixture[] };

// Inline, as the screen's other styles: a stylesheet would join the one every shopper loads.
const LIST_STYLE = { display: "flex", flexWrap: "wrap", gap: "4px 16px", listStyle: "none", padding: 0 } as const;

export function FixturePicker({ list, onPick, disabled }: { list: FixtureList; onPick(fixture: PreviewFixture): void; disabled: boolean }) {
  if (list.state === "loading") return <p role="status">Loading the fixtures...</p>;
  if (list.state === "failed") return <p role="alert">The fixtures could not be listed: {list.message}</p>;
  return (
    <>
      {PREVIEW_FIXTURE_GROUPS.map((group) => {
        const files = list.fixtures.filter((f) => f.group === group);
        if (!files.length) return null;
        const failing = files.filter((f) => !f.verdict.ok).length;
        return (
          <section key={group} className="preview-fixtures" aria-labelledby={`preview-fixtures-${group}`}>
            <h2 id={`preview-fixtures-${group}`}>{GROUP_TITLES[group]}</h2>
            <p>{failing ? `${failing} of ${files.length} fail npm run fixtures:check.` : `All ${files.length} pass npm run fixtures:check.`}</p>
            <ul style={LIST_STYLE}>
              {files.map((f) => (
                <li key={f.path} data-verdict={f.verdict.ok ? "ok" : "failed"}>
                  <button type="button" onClick={() => onPick(f)} disabled={disabled}>
                    {f.path}
                  </button>{" "}
                  <span>{verdictSummary(f)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
