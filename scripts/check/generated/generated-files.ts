/**
 * The files `npm run schemas:types` writes to `schemas/generated/` (TypeScript types, the endpoint
 * table and the OpenAPI document) and docs/schema-reference.md, generated in memory so the same
 * code can write them or tell which ones on disk are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  generateReference,
  REFERENCE_FILE,
  type ReferenceOptions,
} from '../../reference/schema-reference.ts';
import { readJsonDir } from '../read-json.ts';
import { apiTypes, type EndpointSource } from './api-types.ts';
import { endpointTable } from './endpoint-table.ts';
import { formatTypeScript, header } from './format-typescript.ts';
import { openApiDocument } from './openapi-document.ts';
import { SCREEN_TYPES_SOURCE, screenTypes } from './screen-types.ts';

export interface GenerateOptions {
  root: string;
  endpointsDir: string;
  /** The /api1 envelope schema, the shape of every answer in the OpenAPI document. */
  envelopeFile: string;
  outDir: string;
  /** Where docs/schema-reference.md is generated from (scripts/reference); without it, it is not. */
  reference?: Omit<ReferenceOptions, 'root'>;
}

function endpointSources(dir: string, root: string): EndpointSource[] {
  // Unreadable or id-less files are reported by schemas:check; the types cover the readable ones.
  return readJsonDir(dir, root)
    .files.filter((f) => typeof f.json === 'object' && f.json !== null && !Array.isArray(f.json))
    .map((f) => ({ id: f.name, document: f.json as EndpointSource['document'] }));
}

/** Where the project's own sources and generated files are (schemas:types and schemas:check). */
export const PROJECT_GENERATION = {
  endpointsDir: 'schemas/api/endpoints',
  envelopeFile: 'schemas/api/envelope.schema.json',
  outDir: 'schemas/generated',
  reference: { metaDir: 'schemas/meta', widgetsDir: 'widgets' },
} as const;

/** Relative path (from the root) -> contents. */
export async function generateFiles({
  root,
  endpointsDir,
  envelopeFile,
  outDir,
  reference,
}: GenerateOptions): Promise<Map<string, string>> {
  const endpoints = endpointSources(path.resolve(root, endpointsDir), root);
  const sources = {
    'screen.ts': { text: await screenTypes(), from: SCREEN_TYPES_SOURCE },
    'api.ts': { text: await apiTypes(endpoints), from: 'schemas/api/endpoints/*.json' },
    'endpoints.ts': { text: endpointTable(endpoints), from: 'schemas/api/endpoints/*.json' },
  };
  const files = new Map<string, string>();
  for (const [name, { text, from }] of Object.entries(sources)) {
    const file = path.join(outDir, name);
    files.set(file, await formatTypeScript(header(from) + text, path.resolve(root, file)));
  }
  const envelope = JSON.parse(fs.readFileSync(path.resolve(root, envelopeFile), 'utf8')) as Parameters<
    typeof openApiDocument
  >[1];
  files.set(path.join(outDir, 'openapi.json'), openApiDocument(endpoints, envelope));
  if (reference) files.set(REFERENCE_FILE, await generateReference({ root, ...reference }));
  return files;
}

/** The generated files whose contents on disk differ from what would be generated now. */
export function staleFiles(files: ReadonlyMap<string, string>, root: string): string[] {
  return [...files]
    .filter(([file, text]) => {
      const absolute = path.resolve(root, file);
      return !fs.existsSync(absolute) || fs.readFileSync(absolute, 'utf8') !== text;
    })
    .map(([file]) => file);
}

export function writeFiles(files: ReadonlyMap<string, string>, root: string): void {
  for (const [file, text] of files) {
    const absolute = path.resolve(root, file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
  }
}
