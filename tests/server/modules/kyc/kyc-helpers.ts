import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../../server/db/db.ts';
import type { ApiAnswer } from '../../helpers/api.ts';
import { multipartForm, type UploadFile, type UploadParts } from '../../helpers/http-uploads.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';

/** A file part holding a test image, named and typed as a browser would send it. */
export function imagePart(name: string): UploadFile {
  const type = name.endsWith('.png') ? 'image/png' : name.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return { bytes: fixtureImage(name), filename: name, type };
}

/** POST /api1{url} as a multipart form (what the screens send for uploads), parsed as the envelope. */
export async function apiUpload<T = unknown>(
  app: FastifyInstance,
  url: string,
  parts: UploadParts,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const form = multipartForm(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/api1${url}`,
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    payload: form,
  });
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) };
}

/**
 * Every text-like column (text, varchar, char, json) of every table of the test database whose value
 * contains `needle`, as "table.column": to prove a number is stored nowhere.
 */
export async function columnsContaining(db: Queryable, needle: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.query(
      `SELECT 1 FROM "${table}" WHERE position($1 in "${column}"::text) > 0 LIMIT 1`,
      [needle],
    );
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}
