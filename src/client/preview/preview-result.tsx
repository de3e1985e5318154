// One rendered preview: the document's problems and search fields, then its blocks in
// preview mode, where an unknown or invalid block shows its diagnostic in its place. For an
// opened fixture the problems are the fixture check's verdict (FixtureVerdictNote), not the
// screen's own reading of the page schema, so the screen says what the check says.
import type { ReactNode } from "react";
import { PageRenderer } from "../render/page-renderer";
import type { PageInspection } from "./inspect-page";

/** `block`: the page is one block's example, so it has no search fields of its own to show. */
export function PreviewResult({ inspection, verdict, block = false }: { inspection: PageInspection; verdict?: ReactNode; block?: boolean }) {
  if (!inspection.ok) {
    return (
      <section className="preview-problems block-diagnostic" role="alert" aria-label="The text is not valid JSON">
        <strong>The text is not valid JSON</strong>
        <p>{inspection.syntaxError}</p>
      </section>
    );
  }
  const { page, problems, components } = inspection;
  return (
    <>
      {verdict ??
        (problems.length ? (
          <section className="preview-problems block-diagnostic" role="alert" aria-label="The page does not match the page schema">
            <strong>The page does not match the page schema</strong>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="preview-ok" role="status">
            The page matches the page schema.
          </p>
        ))}
      {block ? null : (
        <section className="preview-seo" aria-labelledby="preview-seo-title">
          <h2 id="preview-seo-title">Search fields</h2>
          <dl>
            <SeoField label="Address" value={page.url} />
            <SeoField label="Search title" value={page.seo_title} />
            <SeoField label="Search description" value={page.seo_description} />
            <SeoField label="Search keywords" value={page.seo_keyword} />
            <SeoField label="Structured data" value={page.schema_script} />
          </dl>
        </section>
      )}
      <section className="preview-page" aria-label="Page preview">
        {components.length ? <PageRenderer components={components} mode="preview" url={typeof page.url === "string" ? page.url : undefined} /> : <p>The page has no blocks.</p>}
      </section>
    </>
  );
}

function SeoField({ label, value }: { label: string; value: unknown }) {
  const text = typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);
  return (
    <>
      <dt>{label}</dt>
      <dd>{text || <em>(empty)</em>}</dd>
    </>
  );
}
