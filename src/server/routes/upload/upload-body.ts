// Request bodies of picture uploads: the file itself with its Content-Type, or multipart form
// data (what a browser's FormData sends) with the file in a field named "file". Bodies are read
// up to a limit and refused with 413 beyond it, before anything is buffered in full.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MEDIA_NO_FILE, MEDIA_TOO_BIG } from "../../../shared/api/site-settings";
import { HttpError } from "../../http/http-error";
import { controlCharacterProblem } from "../../../shared/control-characters";

export interface UploadedFile {
  bytes: Buffer;
  /** The type the sender declared for the file; null when it declared none. */
  declaredType: string | null;
  /** The file's name as a multipart part gave it; null for a bare body. */
  name: string | null;
}

/** What a refused upload is told; pictures' wording unless a route gives its own. */
export interface UploadMessages {
  tooBig: string;
  noFile: string;
}
const PICTURE_MESSAGES: UploadMessages = { tooBig: MEDIA_TOO_BIG, noFile: MEDIA_NO_FILE };

/** Room for a multipart body's boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

const mediaType = (header: string | undefined) => (header ?? "").split(";", 1)[0]!.trim().toLowerCase();

/** Makes every body in `scope` a Buffer of at most maxBytes (plus multipart framing). */
export function acceptUploadBodies(scope: FastifyInstance, maxBytes: number, messages: UploadMessages = PICTURE_MESSAGES): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (request, payload, done) => {
    const limit = maxBytes + (mediaType(request.headers["content-type"]) === "multipart/form-data" ? MULTIPART_OVERHEAD : 0);
    const tooBig = () => new HttpError(413, messages.tooBig);
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return done(tooBig(), undefined);
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        stop();
        done(tooBig(), undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (error?: Error) => {
      stop();
      if (error) done(new HttpError(400, "The upload was cut off; please try again"), undefined);
      else done(null, Buffer.concat(chunks));
    };
    const stop = () => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onEnd);
    };
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onEnd);
  });
}

/** The field named "file" of a multipart body, else null. */
function multipartFile(body: Buffer, boundary: string): UploadedFile | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString("latin1") === "--") return null;
    const headerEnd = body.indexOf("\r\n\r\n", start);
    if (headerEnd < 0) return null;
    const end = body.indexOf(next, headerEnd + 4);
    if (end < 0) return null;
    const headers = body.subarray(start, headerEnd).toString("utf8");
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? "";
    if (/\bname="file"/i.test(disposition)) {
      const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? null;
      const name = /\bfilename="([^"\r\n]{1,255})"/i.exec(disposition)?.[1] ?? null;
      return { bytes: body.subarray(headerEnd + 4, end), declaredType: type, name };
    }
    at = end + 2;
  }
  return null;
}

/** The uploaded file of a request whose body acceptUploadBodies read; 413/422 when there is none fit to judge. */
export function uploadedFile(request: FastifyRequest, maxBytes: number, messages: UploadMessages = PICTURE_MESSAGES): UploadedFile {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const type = mediaType(request.headers["content-type"]);
  let file: UploadedFile | null;
  if (type === "multipart/form-data") {
    const boundary = /boundary="?([^";]{1,200})"?/i.exec(request.headers["content-type"] ?? "")?.[1];
    file = boundary ? multipartFile(body, boundary) : null;
  } else {
    file = body.length ? { bytes: body, declaredType: type || null, name: null } : null;
  }
  if (!file || file.bytes.length === 0) throw new HttpError(422, messages.noFile, { file: messages.noFile });
  // The name is kept (the import's audit entry): it follows the rule every string sent does (ADR 0049).
  const nameProblem = file.name === null ? null : controlCharacterProblem(file.name, false);
  if (nameProblem) throw new HttpError(422, nameProblem, { file: nameProblem });
  if (file.bytes.length > maxBytes) throw new HttpError(413, messages.tooBig);
  return file;
}
