// Renders a page's components through the registry: sorted by order, each isolated in its own
// boundary. Unknown or invalid blocks never break a page. A live page's blocks were checked
// against their schemas by the server when it answered the page, which leaves out any that
// fail (ADR 0064), so the shop draws them as they came and fetches no validator; a preview
// draws what the builder sends, checks each block in the browser and explains the failures.
import { Suspense, use, useEffect, useMemo, useState } from "react";
import { sortComponents, type PageComponent } from "../../shared/page-document";
import { blockEntry } from "../../../registry";
import type { BlockEntry, RenderMode } from "../../../registry/block-types";
import { useT } from "../i18n/use-t";
import { reportMessage } from "../lib/error-reporter";
import { Loading } from "../ui/loading";
import { BlockBoundary } from "./block-boundary";
import { BlockDiagnostic } from "./block-diagnostic";
import { BlockEmptyNotice } from "./block-empty-notice";
import { previewMarks, type PreviewMarks } from "./preview-marks";
import { checkComponent, normaliseComponent } from "../../shared/check-component";

type Planned =
  | { kind: "block"; key: string; entry: BlockEntry; component: PageComponent }
  | { kind: "unknown"; key: string; name: string }
  | { kind: "empty"; key: string; entry: BlockEntry; component: PageComponent; hint: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Each block keyed by its id (ADR 0053): a moved block keeps its element and its state. A block
 * the server filled with nothing (an empty list, not "not loaded") is planned as empty (ADR 0057).
 */
export function planPage(components: readonly PageComponent[]): Planned[] {
  return sortComponents(components).map((c): Planned => {
    const key = c.id;
    const entry = blockEntry(c.name);
    if (!entry) return { kind: "unknown", key, name: c.name };
    if (entry.whenEmpty && Array.isArray(c.response) && c.response.length === 0) return { kind: "empty", key, entry, component: c, hint: entry.whenEmpty(isRecord(c.logicdata) ? c.logicdata : {}) };
    return { kind: "block", key, entry, component: c };
  });
}

const skipped = (name: string, problems: string[], url: string | undefined) => reportMessage(`Skipped block "${name}"`, { url, problems });

export function PageRenderer({ components, mode, url, selectedId }: { components: readonly PageComponent[]; mode: RenderMode; url?: string; selectedId?: string | null }) {
  const plan = useMemo(() => planPage(components), [components]);
  const t = useT();

  useEffect(() => {
    if (mode !== "live") return;
    for (const p of plan) if (p.kind === "unknown") skipped(p.name, [unknownBlock(p.name)], url);
  }, [plan, mode, url]);

  return (
    <>
      {plan.map((p) => {
        const marks = previewMarks(mode, p.key, selectedId);
        if (p.kind === "unknown") return mode === "preview" ? <BlockDiagnostic key={p.key} name={p.name} problems={[t("app.noSuchBlock", { name: p.name })]} marks={marks} /> : null;
        const block = (blockMarks: PreviewMarks) => (
          <BlockBoundary key={p.key} name={p.component.name} mode={mode} marks={blockMarks}>
            <Suspense fallback={<Loading />}>
              {mode === "live" ? <LiveBlock entry={p.entry} component={p.component} marks={blockMarks} /> : <CheckedBlock entry={p.entry} component={p.component} marks={blockMarks} />}
            </Suspense>
          </BlockBoundary>
        );
        if (p.kind === "block") return block(marks);
        // Shoppers get no row of nothing. The owner is told why it is empty and what to do, above
        // the block as it would look, so that what they edit (its heading) still shows as they type.
        if (mode !== "preview") return null;
        return (
          <div key={p.key} className="page-block-empty" {...marks}>
            <BlockEmptyNotice title={p.entry.title} hint={p.hint} />
            {block({})}
          </div>
        );
      })}
    </>
  );
}

// For the error report, which is read in English; the preview says it in the page's language.
const unknownBlock = (name: string) => `There is no block named "${name}"`;

/** A live page's block, as the server answered it (settings kept as JSON text read). */
function LiveBlock({ entry, component, marks }: { entry: BlockEntry; component: PageComponent; marks: PreviewMarks }) {
  const normalised = useMemo(() => normaliseComponent(component), [component]);
  return <DrawnBlock entry={entry} component={normalised} mode="live" marks={marks} />;
}

/** A preview's block once its validator has loaded: drawn when its content passes, else explained. */
function CheckedBlock({ entry, component, marks }: { entry: BlockEntry; component: PageComponent; marks: PreviewMarks }) {
  const validator = use(entry.validator());
  const check = useMemo(() => checkComponent(validator, component), [validator, component]);
  if (!check.ok) return <BlockDiagnostic name={component.name} problems={check.problems} marks={marks} />;
  return <DrawnBlock entry={entry} component={check.component} mode="preview" marks={marks} />;
}

function DrawnBlock({ entry, component, mode, marks }: { entry: BlockEntry; component: PageComponent; mode: RenderMode; marks: PreviewMarks }) {
  // A block's code arrives after the page's own (each block is its own chunk), so React hydrates
  // it later than the shell: until then its server-rendered controls ignore the shopper. The
  // mark says so, for journeys and anything else that must wait until the page listens.
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => setHydrating(false), []);
  const Block = entry.component;
  // The same element while the block's content is the same, so clearing the mark re-renders this
  // wrapper only: that update is not time-sliced, and re-rendering every block once more just
  // after it hydrated kept a slow phone's first taps waiting (issue 29 §2).
  const drawn = useMemo(() => <Block {...(component as PageComponent & Record<string, never>)} mode={mode} />, [Block, component, mode]);
  return (
    <div className="page-block" data-block={component.name} data-hydrating={hydrating ? "" : undefined} {...marks}>
      {drawn}
    </div>
  );
}
