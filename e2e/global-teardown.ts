// Removes this run's throw-away embedded database (the journeys' server has stopped by now).
import { rmSync } from "node:fs";
import { E2E_DATA_DIR } from "./e2e-data-dir";

export default function teardown() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
