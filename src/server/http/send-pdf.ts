// A PDF answer: opened in the browser's viewer, saved under the document's own name.
import type { FastifyReply } from "fastify";

export function sendPdf(reply: FastifyReply, pdf: { bytes: Uint8Array; filename: string }): FastifyReply {
  return reply.type("application/pdf").header("content-disposition", `inline; filename="${pdf.filename}"`).send(Buffer.from(pdf.bytes));
}
