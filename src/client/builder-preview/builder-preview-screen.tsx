// The body of the builder's live preview (ADR 0024). The shop's shell around it draws the
// header, navbar and footer from the settings the builder sends. This part draws the page the
// page editor sends, as the live shop draws a route's page but with every block that cannot be
// shown explained; for the settings screen, which sends no page, it shows sample content in the
// theme's colours and font. Either way it keeps the frame on this screen: a preview is for
// looking, and leaving it would stop the updates. Clicking a block of the page chooses it in
// the builder, which outlines the block it has selected (use-block-picking.ts).
import { useEffect, type CSSProperties } from "react";
import { useBlocker } from "react-router";
import { useAtomValue } from "jotai";
import { ScopedPage } from "../render/scoped-page";
import { websiteAtom } from "../state/website-atom";
import { useBlockPicking } from "./use-block-picking";
import { useBuilderPreview } from "./use-builder-preview";

// Styles travel with this chunk rather than in a stylesheet: the shop has one stylesheet for
// every visitor (vite.config.ts), and only the builder's frame draws this screen.
const styles = {
  section: { padding: "24px 0" },
  actions: { display: "flex", flexWrap: "wrap", gap: 12 },
  swatches: { display: "flex", flexWrap: "wrap", gap: 12, padding: 0, listStyle: "none" },
  swatchItem: { display: "flex", alignItems: "center", gap: 6, fontSize: "0.875rem" },
  swatch: { width: 24, height: 24, border: "1px solid var(--color-border, #d1d5db)", borderRadius: "50%" },
  note: { color: "var(--color-muted, #666e7b)", fontSize: "0.875rem" },
} satisfies Record<string, CSSProperties>;

// An outline takes no room, so the page keeps its layout; the builder's own blue rather than the
// theme's colours, which the block may be drawn in. Hover says a block can be chosen.
const PICKING_CSS = `
[data-block-id] { cursor: pointer; }
[data-block-id]:hover:not([data-selected]) { outline: 1px dashed #2563eb; outline-offset: 2px; }
[data-selected] { outline: 2px solid #2563eb; outline-offset: 2px; }
`;

export function BuilderPreviewScreen() {
  const { status, page, selectedId } = useBuilderPreview();
  const website = useAtomValue(websiteAtom);
  const blocker = useBlocker(true);
  useBlockPicking(page !== null, selectedId);

  useEffect(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);

  // Links to other sites do not go through the router; stop those too.
  useEffect(() => {
    const stopLinks = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
    };
    document.addEventListener("click", stopLinks, true);
    return () => document.removeEventListener("click", stopLinks, true);
  }, []);

  if (status === "not-framed") {
    return (
      <section style={styles.section} aria-labelledby="builder-preview-title">
        <h1 id="builder-preview-title">Settings preview</h1>
        <p>This page shows the page builder&apos;s live preview. Open Website Settings in the page builder to use it.</p>
      </section>
    );
  }

  if (page) {
    return (
      <>
        <style data-block-picking>{PICKING_CSS}</style>
        <ScopedPage url={page.url} css={page.css} components={page.components} mode="preview" selectedId={selectedId} />
      </>
    );
  }

  const colors = Object.keys(website?.activetheme.data.colors ?? {});
  return (
    <section style={styles.section} aria-labelledby="builder-preview-title" aria-busy={status === "waiting" || undefined}>
      <h1 id="builder-preview-title">{website?.web.name ?? "Your shop"}</h1>
      {website?.web.description ? <p>{website.web.description}</p> : null}
      <p style={styles.actions}>
        <button type="button" className="ui-button ui-button-primary">
          Shop now
        </button>
        <button type="button" className="ui-button ui-button-secondary">
          View offers
        </button>
      </p>
      <h2>Theme colours</h2>
      <ul style={styles.swatches}>
        {colors.map((name) => (
          <li key={name} style={styles.swatchItem}>
            <span style={{ ...styles.swatch, background: `var(--color-${name})` }} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
      <p style={styles.note}>Sample content: your pages appear here on the live shop.</p>
    </section>
  );
}
