// How the database commands reach a server that holds the embedded database's folder (ADR 0050).
// A second process may not open the folder (ADR 0043), so `npm run db:backup` and `db:check` ask
// the running server instead. The server writes its port and a fresh random token into the folder,
// readable by its owner only: whoever can read that file can copy the folder's files anyway, so
// the token grants nothing the file system does not, and it dies with the process.
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_ADMIN_FILE } from "./data-dir-check";

export interface LocalAdmin {
  pid: number;
  port: number;
  token: string;
}

export const newLocalAdminToken = () => randomBytes(32).toString("base64url");

/** Writes the file (mode 0600, never seen half written); answers its removal. */
export function writeLocalAdminFile(dataDir: string, admin: LocalAdmin): () => void {
  const file = join(dataDir, LOCAL_ADMIN_FILE);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(admin), { mode: 0o600 });
  renameSync(partial, file);
  const remove = () => {
    process.off("exit", remove);
    if (readLocalAdminFile(dataDir)?.pid === admin.pid) rmSync(file, { force: true });
  };
  process.on("exit", remove);
  return remove;
}

export function readLocalAdminFile(dataDir: string): LocalAdmin | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, LOCAL_ADMIN_FILE), "utf8")) as Partial<LocalAdmin>;
    if (typeof parsed.pid !== "number" || typeof parsed.port !== "number" || typeof parsed.token !== "string") return null;
    return { pid: parsed.pid, port: parsed.port, token: parsed.token };
  } catch {
    return null;
  }
}
