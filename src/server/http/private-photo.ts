// Answers with a photo only its asker may see (ADR 0080): no shared cache keeps it, no browser
// reads it as anything but a picture, and opened on its own it can run nothing.
import type { FastifyReply } from "fastify";

export function sendPrivatePhoto(reply: FastifyReply, photo: { contentType: string; bytes: Uint8Array }): FastifyReply {
  reply.header("cache-control", "private, no-store");
  reply.header("content-security-policy", "default-src 'none'; sandbox");
  reply.header("x-content-type-options", "nosniff");
  return reply.type(photo.contentType).send(Buffer.from(photo.bytes));
}
