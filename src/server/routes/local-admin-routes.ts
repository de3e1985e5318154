// The database commands' way into a running server on the embedded database (ADR 0050):
// `npm run db:backup` gets a consistent copy, `npm run db:check` a full read. They answer only a
// caller on this machine (the socket's own address, not one a proxy reports) that sends the token
// from the folder's kirana-admin.json; a request relayed by a proxy on this machine is refused
// too, because the proxy's connection is local while its client is not.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PGlite } from "@electric-sql/pglite";
import { checkEmbeddedDatabase } from "../db/check-embedded-database";
import { HttpError } from "../http/http-error";
import { bearerToken, sameToken } from "../http/same-token";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const RELAYED = ["x-forwarded-for", "forwarded", "x-real-ip"];

function assertLocalAdmin(request: FastifyRequest, token: string) {
  const local = LOOPBACK.test(request.socket.remoteAddress ?? "") && !RELAYED.some((name) => name in request.headers);
  if (!local) throw new HttpError(404, "Not found");
  const given = bearerToken(request.headers.authorization);
  if (!given || !sameToken(given, token)) throw new HttpError(401, "This needs the token in the data folder's kirana-admin.json", undefined, { "www-authenticate": 'Bearer realm="kirana-admin"' });
}

export async function localAdminRoutes(app: FastifyInstance, { pglite, token }: { pglite: PGlite; token: string }): Promise<void> {
  const config = { config: { noTenant: true, noXsrf: true } };

  app.post("/s/admin/backup", config, async (request, reply) => {
    assertLocalAdmin(request, token);
    // After a checkpoint (a restore then replays little write-ahead log), and between
    // transactions: PGlite holds this lock through each one (and each statement takes it too,
    // so the checkpoint runs before it is taken).
    await pglite.exec("checkpoint");
    const copy = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"));
    request.log.info({ event: "database_backup", bytes: copy.size }, "database copy sent");
    return reply
      .header("content-type", "application/gzip")
      .header("cache-control", "no-store")
      .header("content-length", String(copy.size))
      .send(Readable.fromWeb(copy.stream() as WebReadableStream));
  });

  app.post("/s/admin/check", config, async (request, reply) => {
    assertLocalAdmin(request, token);
    const report = await checkEmbeddedDatabase(pglite);
    return reply.header("cache-control", "no-store").send(report);
  });
}
