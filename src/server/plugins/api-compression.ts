// Compresses the API's JSON answers for clients that accept it, with the same per-request
// settings as the pages (http/compression.ts): the checkout's answer or a product list is tens
// of kB of repetitive JSON, and on a phone's connection the bytes are the wait.
//
// Left as they are: answers under the threshold (a few hundred bytes gain nothing and still cost
// CPU), streams (an event stream must reach the client as it is written), anything that is not
// JSON or is already encoded (the built files, the pages and the sitemaps compress themselves).
import type { FastifyInstance, FastifyReply } from "fastify";
import { compressBody, negotiateEncoding } from "../lib/compression";

/** Answers smaller than this go as they are. */
export const API_COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^\s*application\/([\w.+-]*\+)?json\b/i;

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  return typeof type === "string" && JSON_TYPE.test(type);
}

export function registerApiCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply) || reply.hasHeader("content-encoding")) return payload;
    // Whatever the size, the answer depends on the header, so caches must keep them apart.
    reply.header("vary", appendVary(reply.getHeader("vary"), "accept-encoding"));
    if (Buffer.byteLength(payload) < API_COMPRESS_MIN_BYTES) return payload;
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding).removeHeader("content-length");
    return compressBody(payload, encoding);
  });
}

function appendVary(current: unknown, name: string): string {
  const value = typeof current === "string" ? current : Array.isArray(current) ? current.join(", ") : "";
  const names = value
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return names.includes(name) || names.includes("*") ? value : value ? `${value}, ${name}` : name;
}
