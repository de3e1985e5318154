// The fixture files the preview screen may open: every file `npm run fixtures:check` judges
// (pages/, sites/ and invalid/, and each block's own example), each with the check's verdict.
// Paths come from the address bar, so a path is only read once it is known to name a JSON file
// inside the fixtures folder, or a block folder's example.
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { REPOSITORY_ROOT } from "../../repository-root";
import { relative, resolve, sep } from "node:path";
import type { PreviewFixture } from "../../../shared/api/preview";
import { Refusal, notFound } from "../refusal";
import { BLOCK_FIXTURE_FILE, BLOCKS_DIR } from "../../../../schemas/block-schema-files";
import { judgeBlockFixtures, judgeFixtureFolder, loadSchemas } from "./fixture-verdicts";

/**
 * Every judged fixture with its verdict, in the check's order (pages, sites, broken documents,
 * block examples).
 * The schemas are read afresh on each call (about a fifth of a second): the screen is for
 * someone editing fixtures and schemas, and its verdict must be the one the check gives now.
 */
export function listPreviewFixtures(root: string, repositoryRoot: string = REPOSITORY_ROOT): PreviewFixture[] {
  const schemas = loadSchemas(repositoryRoot);
  return [...judgeFixtureFolder(root, schemas), ...judgeBlockFixtures(repositoryRoot, schemas)];
}

// A block folder's name is lower kebab case (schemas/block-schema-files.ts).
const BLOCK_FIXTURE_PATH = new RegExp(`^${BLOCKS_DIR}/[a-z0-9-]+/${BLOCK_FIXTURE_FILE.replace(".", "\\.")}$`);

const badPath = () => new Refusal("bad-request", "Give the path of a .json file inside fixtures/, such as pages/home.json");

/**
 * The parsed JSON of one file below `root`, or of a block's example below the repository's
 * root; 400 for a path that leaves them or is not JSON, 404 for none.
 */
export function readPreviewFixture(root: string, path: string, repositoryRoot: string = REPOSITORY_ROOT): unknown {
  return readJsonBelow(BLOCK_FIXTURE_PATH.test(path) ? repositoryRoot : root, path);
}

function readJsonBelow(root: string, path: string): unknown {
  const parts = path.split(/[/\\]/);
  if (!path.endsWith(".json") || path.startsWith("/") || parts.some((p) => p === ".." || p === "." || p === "") || path.includes("\0")) {
    throw badPath();
  }
  const base = realpathSync(root);
  const full = resolve(base, ...parts);
  if (!existsSync(full) || !statSync(full).isFile()) throw notFound(`There is no fixture ${path}`);
  // A link inside fixtures/ could still point outside it.
  const inside = relative(base, realpathSync(full));
  if (inside.startsWith("..") || inside.startsWith(sep)) throw badPath();
  try {
    return JSON.parse(readFileSync(full, "utf8")) as unknown;
  } catch {
    throw new Refusal("invalid", `The fixture ${path} is not valid JSON`);
  }
}
