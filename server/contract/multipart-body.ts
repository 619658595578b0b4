import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { detectFileKind, type FileKind } from '../http/file-kind.ts';
import { declaredPixels, inMegapixels, pixelLimit } from '../http/image-pixels.ts';
import { AppError } from './app-error.ts';
import { describeBytes, describeKinds, type MultipartSpec } from './multipart-fields.ts';
import type { Wording } from './wording.ts';

/** A file field of a multipart body as handlers receive it: checked by content, held in memory. */
export interface UploadedFile {
  bytes: Buffer;
  /** What the bytes are (magic bytes), not what the client claimed. */
  kind: FileKind;
  /** The client's name for the file; never trusted, never stored. */
  filename: string;
}

export type BodyValidator = (data: unknown) => { value?: unknown; error?: Error };

// Text fields of these forms are short (a type, a flag): anything longer is not ours.
const MAX_TEXT_FIELD_BYTES = 1024;

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function hasStatus(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

interface ReadParts {
  texts: Record<string, string>;
  files: Map<string, { bytes: Buffer; filename: string }>;
}

/** Reads every part, refusing unknown, repeated or overlong ones; files are buffered up to `limit`. */
async function readParts(request: FastifyRequest, spec: MultipartSpec, limit: number): Promise<ReadParts> {
  const texts: Record<string, string> = {};
  const files = new Map<string, { bytes: Buffer; filename: string }>();
  let refusal: AppError | undefined;
  const refuse = (msg: string | Wording) => {
    refusal ??= new AppError('INVALID_INPUT', { msg });
  };
  const parts = request.parts({
    limits: {
      fileSize: limit,
      files: spec.fileFields.size + 2,
      fields: spec.textFields.size + 8,
      fieldSize: MAX_TEXT_FIELD_BYTES,
    },
  });
  for await (const part of parts as AsyncIterable<Multipart>) {
    const name = part.fieldname;
    if (part.type === 'file') {
      const field = spec.fileFields.get(name);
      if (!field || files.has(name)) {
        // Read to the end so the rest of the form can still be parsed, then refuse it all.
        part.file.resume();
        refuse(field ? `Please send only one file as "${name}".` : `"${name}" is not an accepted field.`);
        continue;
      }
      const bytes = await part.toBuffer();
      // A file input left empty is sent as an empty part without a name: nothing was chosen.
      if (bytes.length === 0 && !part.filename) continue;
      files.set(name, { bytes, filename: part.filename });
    } else if (spec.fileFields.has(name)) {
      refuse(spec.fileFields.get(name)?.message ?? `Please choose a file to upload as "${name}".`);
    } else if (!spec.textFields.has(name)) {
      refuse(`"${name}" is not an accepted field.`);
    } else if (name in texts) {
      refuse(`Please send "${name}" only once.`);
    } else if (part.valueTruncated) {
      refuse(`${name} is too long.`);
    } else {
      texts[name] = String(part.value);
    }
  }
  if (refusal) throw refusal;
  return { texts, files };
}

/**
 * The body of a multipart endpoint, turned into the same shape a JSON body has: text fields as
 * strings and file fields as UploadedFile. Text fields are validated by the endpoint's body schema
 * (a file field counts as present); each file is then checked for its size and, by its first bytes,
 * for its kind. Runs before the handler, so routes receive a checked body and nothing is stored for
 * a refused upload.
 */
export function multipartBodyReader(spec: MultipartSpec, validate: BodyValidator) {
  const limit = Math.max(...[...spec.fileFields.values()].map((field) => field.maxBytes));
  return async function readMultipartBody(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) throw new AppError('UPLOAD_NOT_MULTIPART');
    let read: ReadParts;
    try {
      read = await readParts(request, spec, limit);
    } catch (error) {
      if (isFileTooLarge(error))
        throw new AppError('UPLOAD_TOO_LARGE', { params: { limit: describeBytes(limit) } });
      if (error instanceof AppError || hasStatus(error)) throw error;
      // A form that cannot be parsed (cut short, bad boundary) is the client's fault: told, not logged.
      throw new AppError('MALFORMED_REQUEST');
    }
    const view: Record<string, string> = { ...read.texts };
    for (const [name, file] of read.files) view[name] = file.filename || name;
    const checked = validate(view);
    if (checked.error) throw checked.error;
    const body: Record<string, unknown> = { ...(checked.value as Record<string, unknown>) };
    for (const [name, file] of read.files) {
      const field = spec.fileFields.get(name)!;
      if (file.bytes.length > field.maxBytes)
        throw new AppError('UPLOAD_TOO_LARGE', { params: { limit: describeBytes(field.maxBytes) } });
      const kind = detectFileKind(file.bytes);
      if (!kind || !field.accept.includes(kind))
        throw new AppError('UPLOAD_TYPE_NOT_ACCEPTED', { params: { kinds: describeKinds(field.accept) } });
      // Before any decoder: a small file can declare a picture that takes gigabytes to decode.
      // The limit is lower for a PNG whose pixels take more bytes to decode (decision 0029).
      const pixels = declaredPixels(file.bytes);
      const limit = pixelLimit(file.bytes);
      if (pixels === undefined || limit === undefined) throw new AppError('IMAGE_UNREADABLE');
      if (pixels > limit)
        throw new AppError('IMAGE_TOO_MANY_PIXELS', { params: { limit: inMegapixels(limit) } });
      const uploaded: UploadedFile = { bytes: file.bytes, kind, filename: file.filename };
      body[name] = uploaded;
    }
    request.body = body;
  };
}
