// The project's folder, where the server reads its migrations, fixtures and JSON schemas at run
// time. Worked out in this one module so that the compiled server (dist/server-app/main.mjs, two
// folders down like this file) finds the same folder as the server run from its sources.
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A path inside the project's folder. */
export const fromRepositoryRoot = (...parts: string[]) => join(REPOSITORY_ROOT, ...parts);
