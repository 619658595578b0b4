import { fileKindNames, isFileKind, type FileKind } from '../http/file-kind.ts';
import { fieldMessageWording } from './field-messages.ts';
import type { Wording } from './wording.ts';

export const MULTIPART = 'multipart/form-data';

export interface FileFieldSpec {
  maxBytes: number;
  /** The kinds accepted, checked by content (magic bytes). */
  accept: readonly FileKind[];
  /** The field's `x-message`, in each language: what the borrower is told when the file is missing. */
  message: Wording | undefined;
}

/** The parts a multipart endpoint takes: text fields and file fields (`format: binary`). */
export interface MultipartSpec {
  textFields: ReadonlySet<string>;
  fileFields: ReadonlyMap<string, FileFieldSpec>;
}

type PropertySchema = {
  format?: unknown;
  'x-max-bytes'?: unknown;
  'x-accept'?: unknown;
  'x-message'?: unknown;
};

const allKinds = Object.keys(fileKindNames) as FileKind[];

/**
 * Reads the parts of a multipart endpoint's body schema; throws (stopping the server at start) when
 * a file field lacks its size limit or names a kind the server cannot recognise.
 */
export function multipartSpec(endpointId: string, body: object | undefined): MultipartSpec {
  const where = `schemas/api/endpoints/${endpointId}.json`;
  const properties = (body as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  if (!properties) throw new Error(`${where}: a multipart endpoint needs a body with properties`);
  const textFields = new Set<string>();
  const fileFields = new Map<string, FileFieldSpec>();
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.format !== 'binary') {
      textFields.add(name);
      continue;
    }
    const maxBytes = schema['x-max-bytes'];
    if (typeof maxBytes !== 'number' || !Number.isInteger(maxBytes) || maxBytes <= 0)
      throw new Error(`${where}: file field "${name}" needs "x-max-bytes" (a whole number of bytes)`);
    const accept = schema['x-accept'] ?? allKinds;
    if (!Array.isArray(accept) || accept.length === 0 || !accept.every((kind) => isFileKind(String(kind))))
      throw new Error(`${where}: "x-accept" of "${name}" must list some of ${allKinds.join(', ')}`);
    const message =
      typeof schema['x-message'] === 'string' ? fieldMessageWording(schema['x-message']) : undefined;
    fileFields.set(name, { maxBytes, accept: accept as FileKind[], message });
  }
  if (fileFields.size === 0) throw new Error(`${where}: a multipart endpoint needs a file field`);
  return { textFields, fileFields };
}

/** "10MB", "512KB": the limit as the borrower reads it. */
export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
  return `${Math.ceil(bytes / 1024)}KB`;
}

/** "JPEG, PNG or WebP"; in Hindi "JPEG, PNG या WebP". */
export function describeKinds(kinds: readonly FileKind[]): Wording {
  const names = kinds.map((kind) => fileKindNames[kind]);
  const list = (or: string) =>
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}`;
  return { en: list('or'), hi: list('या') };
}
