// The Idempotency-Key header a request that makes an order must carry (ADR 0019).
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_MAX } from "../../shared/api/checkout";
import { HttpError } from "./http-error";
import { text } from "../domain/server-text";

export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, text("server.idempotencyKeyHeader", { max: IDEMPOTENCY_KEY_MAX }), { "idempotency-key": "Missing or not valid" });
  }
  return key;
}
