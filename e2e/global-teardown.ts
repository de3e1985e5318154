// Removes the throw-away embedded databases of the journeys' servers.
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function teardown() {
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith("kirana-e2e-")) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
