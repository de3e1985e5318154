// The preview screen (ADR 0014): pick a fixture file or paste a page document, then render it
// the way the shop would, with every problem shown instead of hidden. Loaded only at /preview.
import { useEffect, useId, useRef, useState } from "react";
import { friendlyMessage } from "../../shared/error-message";
import type { PreviewApi } from "../api/preview-api";
import { FixturePicker, type FixtureList } from "./fixture-picker";
import { inspectPageText, type PageInspection } from "./inspect-page";
import { PreviewResult } from "./preview-result";

/** `api` comes from the route, in the shop's main chunk: this chunk importing the HTTP client
 *  makes the bundler split the client's modules out of that chunk, more requests before the
 *  first paint of every page. */
export function PreviewScreen({ api }: { api: PreviewApi }) {
  const [list, setList] = useState<FixtureList>({ state: "loading" });
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<{ inspection: PageInspection; run: number } | null>(null);
  const [opening, setOpening] = useState<{ path: string; error?: string } | null>(null);
  const openController = useRef<AbortController | null>(null);
  const textId = useId();

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
  const render = (source: string) => {
    const inspection = inspectPageText(source);
    setPreview((prev) => ({ inspection, run: (prev?.run ?? 0) + 1 }));
  };

  const open = (path: string) => {
    openController.current?.abort();
    const controller = (openController.current = new AbortController());
    setOpening({ path });
    api.fixture(path, { signal: controller.signal }).then(
      (doc) => {
        const source = JSON.stringify(doc, null, 2);
        setText(source);
        setOpening(null);
        render(source);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOpening({ path, error: friendlyMessage(error) });
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
        className="preview-source"
        onSubmit={(event) => {
          event.preventDefault();
          render(text);
        }}
      >
        <label htmlFor={textId}>Page JSON</label>
        <textarea id={textId} rows={16} style={{ width: "100%", fontFamily: "monospace" }} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} placeholder='{"url": "/", "components": []}' />
        <button type="submit">Render</button>
      </form>
      {preview ? <PreviewResult key={preview.run} inspection={preview.inspection} /> : null}
    </div>
  );
}
