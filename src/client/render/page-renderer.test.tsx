import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { PageComponent } from "../../shared/page-document";
import { clearRecentReports, recentReports } from "../lib/error-reporter";
import { PageRenderer, planPage } from "./page-renderer";

const block = (name: string, order: number, data: unknown, settings: unknown = {}): PageComponent => ({ name, type: "block", order, data, settings, logicdata: {}, response: null });
const page = [
  block("rich-text", 2, { html: "<h2>Second</h2>" }),
  block("no-such-block", 0, {}),
  block("rich-text", 1, { html: "<h2>First</h2>" }, '{"align":"center"}'),
  block("rich-text", 3, { html: 7 }),
];

describe("page renderer", () => {
  beforeEach(() => clearRecentReports());

  it("plans blocks by order and explains what it cannot show", () => {
    const plan = planPage(page);
    expect(plan.map((p) => (p.kind === "block" ? p.component.order : p.name))).toEqual(["no-such-block", 1, 2, "rich-text"]);
    const [unknown, first, , invalid] = plan;
    expect(unknown).toMatchObject({ kind: "problem", problems: ['There is no block named "no-such-block"'] });
    // JSON-text settings are read before validation.
    expect(first).toMatchObject({ kind: "block", component: { settings: { align: "center" } } });
    expect(invalid).toMatchObject({ kind: "problem", problems: ["data.html: The text must be written as HTML text"] });
  });

  it("on the live shop skips bad blocks, reports them and renders the rest", async () => {
    render(
      <MemoryRouter>
        <PageRenderer components={page} mode="live" url="/x" />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole("heading")).map((h) => h.textContent)).toEqual(["First", "Second"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(recentReports().map((r) => r.message)).toEqual(['Skipped block "no-such-block"', 'Skipped block "rich-text"']);
  });

  it("in preview shows a labelled diagnostic in place of each bad block", async () => {
    render(
      <MemoryRouter>
        <PageRenderer components={page} mode="preview" />
      </MemoryRouter>,
    );
    await screen.findAllByRole("heading", { name: /First|Second/ });
    const diagnostics = screen.getAllByRole("alert");
    expect(diagnostics.map((d) => d.getAttribute("aria-label"))).toEqual(['Block "no-such-block" cannot be shown', 'Block "rich-text" cannot be shown']);
    expect(diagnostics[1]!.textContent).toContain("data.html: The text must be written as HTML text");
    expect(recentReports()).toEqual([]);
  });
});
