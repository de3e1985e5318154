// `npm run audit`: the advisories against what production installs (`npm audit --omit=dev`),
// failing on a high or critical one (ADR 0041). A registry or mirror that does not serve the
// audit endpoint is reported as such and does not fail the run: no answer is not a clean bill,
// so the warning says so, and CI's run against the public registry is the one that counts.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const FAILING = ["high", "critical"];
/** Errors that mean the audit could not be asked, not that it answered badly. */
const UNREACHABLE = new Set(["ENOTFOUND", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EAI_AGAIN"]);

/**
 * What npm's answer means: `{ exitCode, lines }`. An answer with counts fails on any high or
 * critical advisory; an endpoint that refused or could not be reached warns; anything else
 * (no lock file, npm's own failure) fails.
 */
export function auditVerdict({ stdout, stderr }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const failing = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => FAILING.includes(v.severity));
    const summary = ["critical", "high", "moderate", "low", "info"].map((level) => `${counts[level] ?? 0} ${level}`).join(", ");
    if (failing.length === 0) return { exitCode: 0, lines: [`npm audit --omit=dev: no high or critical advisory (${summary}).`] };
    return {
      exitCode: 1,
      lines: [
        `npm audit --omit=dev: ${failing.length} package(s) with a high or critical advisory (${summary}):`,
        ...failing.map(([name, v]) => `  ${name} (${v.severity}) ${v.range ?? ""}`.trimEnd()),
      ],
    };
  }
  const status = report?.statusCode;
  const code = report?.error?.code ?? report?.code;
  if ((typeof status === "number" && status >= 400) || UNREACHABLE.has(code) || /audit endpoint returned an error/.test(stderr)) {
    const why = report?.message ?? code ?? "the registry refused the request";
    return {
      exitCode: 0,
      lines: [`WARNING: audit endpoint unavailable (${why}).`, "No advisories were checked: this is not a pass. Run `npm run audit` where the public registry's audit endpoint is reachable (CI)."],
    };
  }
  return { exitCode: 1, lines: ["npm audit failed:", (stderr || stdout).trim()] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8", shell: process.platform === "win32" });
  if (result.error) {
    console.error(`npm audit could not be started: ${result.error.message}`);
    process.exit(1);
  }
  const { exitCode, lines } = auditVerdict({ stdout: result.stdout, stderr: result.stderr });
  (exitCode === 0 && !lines[0].startsWith("WARNING") ? console.log : console.error)(lines.join("\n"));
  process.exit(exitCode);
}
