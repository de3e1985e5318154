// Renders a page's components through the registry: sorted by order, each validated against
// its schema and isolated in its own boundary. Unknown or invalid blocks never break a page.
import { Suspense, useEffect, useMemo } from "react";
import { sortComponents, type PageComponent } from "../../shared/page-document";
import { blockEntry } from "../../../registry";
import type { RenderMode } from "../../../registry/block-types";
import { reportMessage } from "../lib/error-reporter";
import { Loading } from "../ui/loading";
import { BlockBoundary } from "./block-boundary";
import { BlockDiagnostic } from "./block-diagnostic";
import { checkComponent } from "./validate-component";

type Planned =
  | { kind: "block"; key: string; component: PageComponent }
  | { kind: "problem"; key: string; name: string; problems: string[] };

export function planPage(components: readonly PageComponent[]): Planned[] {
  return sortComponents(components).map((c, i): Planned => {
    const key = `${i}-${c.name}`;
    const entry = blockEntry(c.name);
    if (!entry) return { kind: "problem", key, name: c.name, problems: [`There is no block named "${c.name}"`] };
    const check = checkComponent(entry, c);
    return check.ok ? { kind: "block", key, component: check.component } : { kind: "problem", key, name: c.name, problems: check.problems };
  });
}

export function PageRenderer({ components, mode, url }: { components: readonly PageComponent[]; mode: RenderMode; url?: string }) {
  const plan = useMemo(() => planPage(components), [components]);

  useEffect(() => {
    if (mode !== "live") return;
    for (const p of plan) if (p.kind === "problem") reportMessage(`Skipped block "${p.name}"`, { url, problems: p.problems });
  }, [plan, mode, url]);

  return (
    <>
      {plan.map((p) => {
        if (p.kind === "problem") return mode === "preview" ? <BlockDiagnostic key={p.key} name={p.name} problems={p.problems} /> : null;
        const Block = blockEntry(p.component.name)!.component;
        return (
          <BlockBoundary key={p.key} name={p.component.name} mode={mode}>
            <Suspense fallback={<Loading />}>
              <div className="page-block" data-block={p.component.name}>
                <Block {...(p.component as PageComponent & Record<string, never>)} mode={mode} />
              </div>
            </Suspense>
          </BlockBoundary>
        );
      })}
    </>
  );
}
