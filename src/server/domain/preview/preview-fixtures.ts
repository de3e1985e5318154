// The fixture files the preview screen may open: page documents under fixtures/pages/ and the
// broken documents under fixtures/invalid/. Paths come from the address bar, so a path is only
// read once it is known to name a JSON file inside the fixtures folder.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { PreviewFixture } from "../../../shared/api/preview";
import { HttpError, notFound } from "../../http/http-error";

const isJsonFile = (name: string) => name.endsWith(".json") && !name.endsWith(".expected.json");

function jsonFilesUnder(root: string, dir: string, recursive: boolean): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return recursive ? jsonFilesUnder(root, path, true) : [];
    return entry.isFile() && isJsonFile(entry.name) ? [path] : [];
  });
}

/** Every previewable fixture, pages first, each group sorted by path. */
export function listPreviewFixtures(root: string): PreviewFixture[] {
  const group = (name: PreviewFixture["group"], recursive: boolean) =>
    jsonFilesUnder(root, name, recursive)
      .sort()
      .map((path) => ({ path, group: name }));
  return [...group("pages", true), ...group("invalid", false)];
}

const badPath = () => new HttpError(400, "Give the path of a .json file inside fixtures/, such as pages/home.json");

/** The parsed JSON of one file below `root`; 400 for a path that leaves it or is not JSON, 404 for none. */
export function readPreviewFixture(root: string, path: string): unknown {
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
    throw new HttpError(422, `The fixture ${path} is not valid JSON`);
  }
}
