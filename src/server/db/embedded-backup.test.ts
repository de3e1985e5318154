// Backups of the embedded database (issue 24, item 4; ADR 0050): `npm run db:backup` copies the
// folder of a running server through its local admin endpoint, `npm run db:restore` puts the
// copy into a new folder, and a server started there has every order and session.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../shared/api/checkout";
import type { Address } from "../../shared/api/account";
import { openDatabase } from "./client";
import { readLocalAdminFile } from "./local-admin-file";
import { LOCAL_ADMIN_FILE } from "./data-dir-check";
import { HttpShopper } from "../testing/http-shopper";
import { openDemoFolder } from "../testing/test-databases";
import { startServerProcess, type ServerProcess } from "../testing/server-process";

const root = mkdtempSync(join(tmpdir(), "kirana-backup-"));
const original = join(root, "original");
const restored = join(root, "restored");
const backupFile = join(root, "copy.tar.gz");
const servers: ServerProcess[] = [];
let phone = "";
let packId = 0;
let warehouseId = 0;

beforeAll(async () => {
  const database = await openDemoFolder(original);
  const [user] = await database.rawQuery<{ phone: string }>("select phone from users where not superadmin order by id limit 1", []);
  const [stocked] = await database.rawQuery<{ pack: number; warehouse: number }>(
    `select p.id as pack, w.id as warehouse from packs p join stock s on s.pack_id = p.id join warehouses w on w.id = s.warehouse_id
      join websites x on x.id = p.website_id where x.code = 'demo' and w.name = 'Indiranagar Hub' and s.quantity >= 5 order by p.id limit 1`,
    [],
  );
  [phone, packId, warehouseId] = [user!.phone, stocked!.pack, stocked!.warehouse];
  await database.close();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(root, { recursive: true, force: true });
});

async function serve(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ nodeEnv: "test", env: { DATA_DIR: dataDir } });
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

/** Runs one of the database commands as `npm run db:…` does; answers its exit code and output. */
function command(script: "db-backup" | "db-restore" | "db-check", args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once("exit", (code) => done({ code, output })));
}

/** The orders and sessions in a folder, read with the server stopped. */
async function ordersAndSessions(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const orders = await database.rawQuery<{ id: number; order_number: string; status: string }>("select id, order_number, status from orders order by id", []);
    const sessions = await database.rawQuery<{ id_hash: string; user_id: number | null }>("select id_hash, user_id from sessions order by id_hash", []);
    return { orders, sessions };
  } finally {
    await database.close();
  }
}

/** The admin endpoint answers only with the folder's token, and not through a proxy. */
async function expectAdminEndpointGuarded(server: ServerProcess) {
  const admin = readLocalAdminFile(original)!;
  expect(admin.pid).toBe(server.pid);
  expect(statSync(join(original, LOCAL_ADMIN_FILE)).mode & 0o077).toBe(0);
  const post = (headers: Record<string, string>) => fetch(`${server.base}/s/admin/backup`, { method: "POST", headers });
  expect((await post({})).status).toBe(401);
  expect((await post({ authorization: "Bearer not-the-token" })).status).toBe(401);
  expect((await post({ authorization: `Bearer ${admin.token}`, "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
  const ok = await post({ authorization: `Bearer ${admin.token}` });
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-type")).toBe("application/gzip");
  expect(Buffer.from(await ok.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
}

describe("backing up the embedded database of a running server and restoring it", () => {
  it("copies every order and session of a running server (which answers only its token), and a server on the restored folder serves them", async () => {
    const first = await serve(original);
    // A signed-in shopper with an order, and a guest with a session of their own.
    const shopper = new HttpShopper([first.base]);
    expect((await shopper.request("POST", "/s/api/test/sign-in", { phone })).status).toBe(200);
    expect((await shopper.request("GET", "/s/api/check/pincode/560038")).status).toBe(200);
    const address = (
      await shopper.request("POST", "/s/api/account/addresses", { name: "Backup", phone, line1: "1 Copy Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" })
    ).json<Address>();
    const added = await shopper.request("POST", "/s/api/cart/add", { pack_id: packId, warehouse_id: warehouseId, quantity: 2 });
    expect(added.status, added.text).toBe(200);
    const { cart } = (await shopper.request("GET", "/s/api/checkout")).json<CheckoutSummary>();
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const placed = await shopper.request("POST", "/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots }, { "idempotency-key": "backup-order" });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json<PlaceOrderAnswer>().order;
    const guest = new HttpShopper([first.base]);
    expect((await guest.request("GET", "/s/api/cookie")).status).toBeLessThan(300);

    const backedUp = await command("db-backup", [backupFile], original);
    expect(backedUp.output).toContain(`from the running server (process ${first.pid})`);
    expect(backedUp.code).toBe(0);
    expect(statSync(backupFile).mode & 0o077).toBe(0);
    await expectAdminEndpointGuarded(first);
    await stop(first);
    // The token dies with the process.
    expect(existsSync(join(original, LOCAL_ADMIN_FILE))).toBe(false);
    const before = await ordersAndSessions(original);
    expect(before.orders.map((o) => o.id)).toContain(order.id);
    expect(before.sessions.length).toBeGreaterThanOrEqual(2);

    const restoredAnswer = await command("db-restore", [backupFile, restored], original);
    expect(restoredAnswer.output).toContain(`Restored ${resolve(backupFile)} into ${resolve(restored)}`);
    expect(restoredAnswer.code).toBe(0);
    // The copy does not carry the first server's lock or admin token.
    expect(existsSync(join(restored, LOCAL_ADMIN_FILE))).toBe(false);

    const second = await serve(restored);
    const back = new HttpShopper([second.base]);
    for (const [name, value] of shopper.cookies) back.cookies.set(name, value);
    const detail = await back.request("GET", `/s/api/account/orders/${order.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.text).toContain(order.ordernumber);
    // db:check asks the running server, which holds the folder.
    const checked = await command("db-check", [], restored);
    expect(checked.output).toContain(`The embedded database in ${resolve(restored)} is whole`);
    expect(checked.code).toBe(0);
    await stop(second);
    expect(await ordersAndSessions(restored)).toEqual(before);
  }, 240_000);

  it("restores only into an empty folder", async () => {
    const busy = join(root, "busy");
    mkdirSync(busy);
    writeFileSync(join(busy, "keep.txt"), "mine");
    // Refused before the copy is read: any file will do.
    const someCopy = join(root, "some-copy.tar.gz");
    writeFileSync(someCopy, "");
    const refused = await command("db-restore", [someCopy, busy], original);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${resolve(busy)} is not empty: a backup is restored only into an empty or new folder`);
    expect(readdirSync(busy)).toEqual(["keep.txt"]);
  }, 60_000);
});
