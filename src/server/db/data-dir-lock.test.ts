// One process per embedded database folder (ADR 0043): a second opener is refused with a clear
// message while the first runs, and the folder is taken over once its holder is gone, even when
// it was killed without a chance to clean up.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DATA_DIR_LOCK_FILE, DataDirInUse } from "./data-dir-lock";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "kirana-lock-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Another process with the database open on `dir`; resolves once it has it open. */
function holder(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const { openDatabase } = await import("./src/server/db/client.ts"); await openDatabase({ dataDir: ${JSON.stringify(dir)} }); console.log("open"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const open = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("open")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return { child, open, exited };
}

describe("the embedded database's folder", () => {
  it("refuses a second opener in the same process until the first closes, then opens with the data kept", async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    await first.rawQuery("create table kept (n int)", []);
    await first.rawQuery("insert into kept values (7)", []);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUse);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), "utf8")).toBe(String(process.pid));
    await first.close();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    expect(await again.rawQuery("select n from kept", [])).toEqual([{ n: 7 }]);
    await again.close();
  });

  it("refuses to open while another process holds it, naming that process, and takes it over once that process was killed", async () => {
    const dir = freshDir();
    const other = holder(dir);
    try {
      await other.open;
      const refused = await openDatabase({ dataDir: dir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUse);
      expect((refused as Error).message).toContain(`in use by process ${other.child.pid}`);
      expect((refused as Error).message).toContain("DATABASE_URL");
    } finally {
      // SIGKILL: no exit handler runs, so the lock file stays behind, naming a dead process.
      other.child.kill("SIGKILL");
      await other.exited;
    }
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), "utf8")).toBe(String(other.child.pid));
    const taken = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), "utf8")).toBe(String(process.pid));
    expect(await taken.rawQuery("select 1 as one", [])).toEqual([{ one: 1 }]);
    await taken.close();
  }, 60_000);
});
