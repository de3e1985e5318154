// Request bodies of uploads (pictures, the product CSV): the file itself with its Content-Type,
// or multipart form data (what a browser's FormData sends) with the file in a field named "file";
// and forms that carry a file beside their fields (a problem report's photo, issue 33). Both are
// read by @fastify/multipart (issue 31: a maintained parser, not our own). Bodies are read up to a
// limit and refused with 413 beyond it, before anything is buffered in full; a multipart body is
// read by the route, after its access checks.
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MEDIA_NO_FILE, MEDIA_TOO_BIG } from "../../../shared/api/site-settings";
import { HttpError } from "../../http/http-error";
import type { ServerText } from "../../domain/server-text";
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

/** How many parts, files and other fields a multipart upload may hold: one file and a few fields. */
const MULTIPART_LIMITS = { files: 3, fields: 10, fieldSize: 1024, parts: 16, headerPairs: 32 } as const;

/** Makes a bare body in `scope` a Buffer of at most maxBytes; multipart bodies wait for uploadedFile. */
export async function acceptUploadBodies(scope: FastifyInstance, maxBytes: number, messages: UploadMessages = PICTURE_MESSAGES): Promise<void> {
  scope.removeAllContentTypeParsers();
  await scope.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true });
  scope.addContentTypeParser("*", (request, payload, done) => {
    const limit = maxBytes;
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

const isBusboyError = (error: unknown) => error instanceof Error && /^(Multipart|Malformed|Unexpected end of)/i.test(error.message);

/** What a multipart read that threw comes to: past a limit, not well-formed multipart, or cut off. */
function multipartFailure(error: unknown): "too-big" | "malformed" | "cut-off" {
  const code = (error as { code?: string }).code ?? "";
  if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return "too-big";
  if (isBusboyError(error) || code.startsWith("FST_")) return "malformed";
  return "cut-off";
}
const cutOff = () => new HttpError(400, "The upload was cut off; please try again");

const fileOf = (part: MultipartFile, bytes: Buffer): UploadedFile => ({
  bytes,
  declaredType: part.mimetype ? part.mimetype.toLowerCase() : null,
  name: part.filename && part.filename.length <= 255 ? part.filename : null,
});

/** The part named "file" of a multipart body, else null; parts before it are read and dropped. */
async function multipartFile(request: FastifyRequest, messages: UploadMessages): Promise<UploadedFile | null> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== "file") continue;
      return fileOf(part, bytes);
    }
    return null;
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure === "too-big") throw new HttpError(413, messages.tooBig);
    // A body that is not well-formed multipart holds no file to judge.
    if (failure === "malformed") return null;
    throw cutOff();
  }
}

/**
 * Lets `scope`'s routes take multipart form data (a few text fields and at most one file of
 * maxBytes) beside JSON: a form with a file read by uploadedForm, after the route's own checks.
 */
export async function acceptMultipartForms(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 32, fileSize: maxBytes }, throwFileSizeLimit: true });
}

export interface UploadedForm {
  fields: Record<string, string>;
  /** The part named as asked, when one came with bytes. */
  file: UploadedFile | null;
}

/**
 * A multipart form's text fields (the first of each name) and its file in the part `fileField`
 * (a scope of acceptMultipartForms): 413 naming that field past the limits, 400 for a body that
 * is not multipart form data. A field longer than the limit arrives cut short, which the field's
 * own rule then refuses as too long.
 */
export async function uploadedForm(request: FastifyRequest, fileField: string, maxBytes: number, tooBig: string | ServerText): Promise<UploadedForm> {
  const refusedAsTooBig = () => new HttpError(413, tooBig, { [fileField]: tooBig });
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw refusedAsTooBig();
  const fields = new Map<string, string>();
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) file ??= fileOf(part, bytes);
      } else if (typeof part.value === "string" && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure === "too-big") throw refusedAsTooBig();
    if (failure === "malformed") throw new HttpError(400, "The form could not be read; please send it again");
    throw cutOff();
  }
  // From entries, so a field named __proto__ stays a field.
  return { fields: Object.fromEntries(fields), file };
}

/** The uploaded file of a request in a scope of acceptUploadBodies; 413/422 when there is none fit to judge. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, messages: UploadMessages = PICTURE_MESSAGES): Promise<UploadedFile> {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const type = mediaType(request.headers["content-type"]);
  let file: UploadedFile | null;
  if (type === "multipart/form-data") {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw new HttpError(413, messages.tooBig);
    file = request.isMultipart() ? await multipartFile(request, messages) : null;
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
