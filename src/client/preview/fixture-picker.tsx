// The fixture files to preview, grouped as the server lists them; picking one loads it.
import { PREVIEW_FIXTURE_GROUPS, type PreviewFixture } from "../../shared/api/preview";

const GROUP_TITLES: Record<PreviewFixture["group"], string> = {
  pages: "Page fixtures",
  invalid: "Broken documents",
};

export type FixtureList = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; fixtures: PreviewFixture[] };

export function FixturePicker({ list, onPick, disabled }: { list: FixtureList; onPick(path: string): void; disabled: boolean }) {
  if (list.state === "loading") return <p role="status">Loading the fixtures...</p>;
  if (list.state === "failed") return <p role="alert">The fixtures could not be listed: {list.message}</p>;
  return (
    <>
      {PREVIEW_FIXTURE_GROUPS.map((group) => {
        const files = list.fixtures.filter((f) => f.group === group);
        if (!files.length) return null;
        return (
          <section key={group} className="preview-fixtures" aria-labelledby={`preview-fixtures-${group}`}>
            <h2 id={`preview-fixtures-${group}`}>{GROUP_TITLES[group]}</h2>
            <ul>
              {files.map((f) => (
                <li key={f.path}>
                  <button type="button" onClick={() => onPick(f.path)} disabled={disabled}>
                    {f.path}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
