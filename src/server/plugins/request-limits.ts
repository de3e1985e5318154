// Limits on a request's size that the body limit does not cover, answered in the API's
// `{message}` shape (ADR 0041): an address longer than any the shop makes (414), and requests
// Node refuses before Fastify sees them — headers over Node's 16 kB (431), a request that is
// not HTTP (400), one that arrives too slowly (408). Fastify's own answers to the latter carry
// its `{error, message, statusCode}` shape.
import type { FastifyInstance } from "fastify";
import type { Socket } from "node:net";
import { STATUS_CODES } from "node:http";
import { HttpError } from "../http/http-error";

/** The longest address, path and query, that is answered; the shop's own stay far below it. */
export const MAX_URL_LENGTH = 8192;

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive"],
};
const NOT_HTTP: [number, string] = [400, "The request is not valid HTTP"];

export function registerRequestLimits(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if ((request.raw.url ?? "").length > MAX_URL_LENGTH) throw new HttpError(414, "The address is too long");
  });

  // Replaces Fastify's handler, which the server gets when it is made (a Fastify option would do
  // the same, but the answers belong with the limits above).
  app.server.removeAllListeners("clientError");
  app.server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // A connection reset has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? NOT_HTTP;
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    }
    socket.destroy(error);
  });
}
