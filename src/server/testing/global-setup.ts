// Vitest global set-up for a server project: one template database for the whole run.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildTemplate } from "./test-databases";
import "./provided-context";

export default async function setup(project: TestProject) {
  const kind = project.config.env.KIRANA_TEST_DB as "pglite" | "postgres";
  const template = await buildTemplate(kind);
  let dir: string | null = null;
  if (template.snapshot) {
    dir = await mkdtemp(join(tmpdir(), "kirana-test-"));
    const file = join(dir, "snapshot.tar");
    await writeFile(file, Buffer.from(await template.snapshot.arrayBuffer()));
    project.provide("kiranaTestSnapshot", file);
  } else {
    project.provide("kiranaTestTemplate", template.ref);
  }
  return async () => {
    await template.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
