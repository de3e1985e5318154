// axe-core in the page: the serious and critical violations of a page, a frame or one part of
// it (ADR 0040). axe is injected as a script, so contexts that use it bypass the pages'
// Content-Security-Policy (the policy itself is covered by csp.spec.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Locator, type Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Found {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical violations in a page or frame as it stands, or within one part of it. */
export async function seriousViolations(target: Page | Frame, within?: Locator): Promise<Found[]> {
  if (!(await target.evaluate(() => "axe" in window))) await target.addScriptTag({ content: AXE_SOURCE });
  const selector = within ? await within.evaluate((el) => (el.id ? `#${CSS.escape(el.id)}` : null)) : null;
  if (within && !selector) await within.evaluate((el) => el.setAttribute("data-axe-scope", ""));
  const scope = within ? (selector ?? "[data-axe-scope]") : "html";
  return target.evaluate(async (context) => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(c: string, o: object): Promise<Result> } }).axe;
    const result = await axe.run(context, { resultTypes: ["violations"] });
    document.querySelector("[data-axe-scope]")?.removeAttribute("data-axe-scope");
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  }, scope);
}

/** Checks the page (or a frame, or a dialog on the page) and records what is wrong without
 *  stopping the run, so one run reports every finding. */
export async function check(target: Page | Frame, label: string, within?: Locator): Promise<void> {
  expect.soft(await seriousViolations(target, within), `${label}: serious or critical axe violations`).toEqual([]);
}

/** Waits until the page's data has come and its transitions (a dialog fading in) have ended,
 *  so colours are checked as they finally show. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // A dialog starts its fade a frame after it mounts, so wait for it to be shown and still.
  await page.waitForFunction(() => !document.querySelector(".modal:not(.is-shown), .modal-overlay:not(.is-shown)") && document.getAnimations().every((a) => a.playState !== "running"), undefined, {
    polling: "raf",
  });
}
