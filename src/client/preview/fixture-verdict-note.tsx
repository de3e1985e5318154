// What `npm run fixtures:check` says of the opened fixture, as the server judged it with the
// check's own code (src/shared/fixtures/fixture-verdict.ts): the screen shows that verdict
// rather than one of its own, so the two always agree.
import type { PreviewFixture } from "../../shared/api/preview";

/** The verdict in a few words, for the fixture list. */
export function verdictSummary(fixture: PreviewFixture): string {
  if (!fixture.verdict.ok) return "✗ fails";
  return fixture.group === "invalid" ? "✓ broken as declared" : "✓ passes";
}

export function FixtureVerdictNote({ fixture }: { fixture: PreviewFixture }) {
  const { ok, messages } = fixture.verdict;
  const title = !ok
    ? `${fixture.path} fails npm run fixtures:check`
    : fixture.group === "invalid"
      ? `${fixture.path} passes npm run fixtures:check: it fails exactly as its .expected.json declares`
      : `${fixture.path} passes npm run fixtures:check`;
  return (
    <section className={ok ? "preview-ok" : "preview-problems block-diagnostic"} role={ok ? "status" : "alert"} aria-label="Fixture check">
      <strong>{title}</strong>
      {messages.length ? (
        <>
          {ok ? <p>The messages it fails with:</p> : null}
          <ul>
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
