// The throw-away embedded database of this run's journey server. Named by the runner's
// process, so the teardown removes this run's folder and never that of a run beside it.
import { tmpdir } from "node:os";
import { join } from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_DATA_DIR = join(tmpdir(), `kirana-e2e-${E2E_PORT}-${process.pid}`);
