// The preview screen (ADR 0014): pick a fixture file or paste a page, website settings or one
// block, then render it the way the shop would, with every problem shown instead of
// hidden. A fixture shows the verdict `npm run fixtures:check` gives it. Loaded only at /preview.
import { useEffect, useId, useRef, useState } from "react";
import type { PreviewFixture } from "../../shared/api/preview";
import { friendlyMessage } from "../../shared/error-message";
import type { PreviewApi } from "../api/preview-api";
import { FixturePicker, type FixtureList } from "./fixture-picker";
import { FixtureVerdictNote } from "./fixture-verdict-note";
import { inspectBlock, inspectPage, parseDocumentText, type ParsedText } from "./inspect-page";
import { PreviewResult } from "./preview-result";
import { SitePreview } from "./site-preview";

type DocumentKind = "page" | "site" | "block";

const TEXT_LABELS: Record<DocumentKind, string> = { page: "Page JSON", site: "Website settings JSON", block: "Block JSON" };

interface Shown {
  run: number;
  kind: DocumentKind;
  parsed: ParsedText;
  /** The fixture the text is, unchanged: its check verdict stands for the text. */
  fixture: PreviewFixture | null;
}

/** `api` comes from the route, in the shop's main chunk: this chunk importing the HTTP client
 *  makes the bundler split the client's modules out of that chunk, more requests before the
 *  first paint of every page. */
export function PreviewScreen({ api }: { api: PreviewApi }) {
  const [list, setList] = useState<FixtureList>({ state: "loading" });
  const [text, setText] = useState("");
  const [kind, setKind] = useState<DocumentKind>("page");
  const [shown, setShown] = useState<Shown | null>(null);
  const [opening, setOpening] = useState<{ path: string; error?: string } | null>(null);
  // The last fixture opened and the text it was opened as.
  const [opened, setOpened] = useState<{ fixture: PreviewFixture; source: string } | null>(null);
  const openController = useRef<AbortController | null>(null);
  const sourceRef = useRef<HTMLFormElement | null>(null);
  const textId = useId();
  const kindId = useId();

  useEffect(() => {
    const controller = new AbortController();
    api.fixtures({ signal: controller.signal }).then(
      (fixtures) => setList({ state: "ready", fixtures }),
      (error: unknown) => {
        if (!controller.signal.aborted) setList({ state: "failed", message: friendlyMessage(error) });
      },
    );
    return () => controller.abort();
  }, [api]);

  useEffect(() => () => openController.current?.abort(), []);

  // Each render starts the blocks afresh, so a boundary that caught an error earlier retries.
  const render = (source: string, as: DocumentKind, fixture: PreviewFixture | null) => {
    const parsed = parseDocumentText(source);
    setShown((prev) => ({ run: (prev?.run ?? 0) + 1, kind: as, parsed, fixture }));
  };

  const open = (fixture: PreviewFixture) => {
    openController.current?.abort();
    const controller = (openController.current = new AbortController());
    setOpening({ path: fixture.path });
    api.fixture(fixture.path, { signal: controller.signal }).then(
      (doc) => {
        const source = JSON.stringify(doc, null, 2);
        const as = fixture.document ?? "page";
        setText(source);
        setKind(as);
        setOpened({ fixture, source });
        setOpening(null);
        render(source, as, fixture);
        // The list is long: bring the opened file and its verdict into view.
        sourceRef.current?.scrollIntoView?.({ block: "start" });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOpening({ path: fixture.path, error: friendlyMessage(error) });
      },
    );
  };

  // Styled with the shell's classes and inline: a stylesheet of its own would join the one
  // every shopper loads (cssCodeSplit is off).
  return (
    <div className="preview-screen">
      <h1>Page preview</h1>
      <FixturePicker list={list} onPick={open} disabled={!!opening && !opening.error} />
      {opening?.error ? (
        <p role="alert">
          {opening.path} could not be opened: {opening.error}
        </p>
      ) : null}
      <form
        ref={sourceRef}
        className="preview-source"
        // Clear of the shop's sticky header when scrolled to.
        style={{ scrollMarginTop: 120 }}
        onSubmit={(event) => {
          event.preventDefault();
          // Edited text is no longer the fixture the check judged.
          const same = opened && opened.source === text && (opened.fixture.document ?? "page") === kind ? opened.fixture : null;
          render(text, kind, same);
        }}
      >
        <p>
          <label htmlFor={kindId}>Draw the text as </label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)}>
            <option value="page">a page</option>
            <option value="site">website settings (header and navigation bar)</option>
            <option value="block">one block</option>
          </select>
        </p>
        <label htmlFor={textId}>{TEXT_LABELS[kind]}</label>
        <textarea
          id={textId}
          rows={16}
          style={{ width: "100%", fontFamily: "monospace" }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          placeholder='{"url": "/", "components": []}'
        />
        <button type="submit">Render</button>
      </form>
      {shown ? <Outcome key={shown.run} shown={shown} /> : null}
    </div>
  );
}

function Outcome({ shown }: { shown: Shown }) {
  const { parsed, fixture } = shown;
  const verdict = fixture ? <FixtureVerdictNote fixture={fixture} /> : undefined;
  if (!parsed.ok) return <PreviewResult inspection={parsed} verdict={verdict} />;
  if (shown.kind === "page") return <PreviewResult inspection={inspectPage(parsed.value)} verdict={verdict} />;
  if (shown.kind === "block") return <PreviewResult inspection={inspectBlock(parsed.value)} verdict={verdict} block />;
  return (
    <>
      {verdict}
      <SitePreview doc={parsed.value} />
    </>
  );
}
