/**
 * The client's sanity check of a served screen: the shape the renderer cannot do without. Full
 * validation against the meta-schema runs in CI and on the server (ajv compiles code at run time, which
 * the page's Content-Security-Policy forbids).
 */
import type { ScreenDocument } from '../document/types.ts';

export function isScreenDocument(value: unknown): value is ScreenDocument {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const doc = value as Record<string, unknown>;
  return (
    typeof doc['id'] === 'string' &&
    doc['id'] !== '' &&
    Number.isInteger(doc['format']) &&
    (doc['format'] as number) >= 1 &&
    Array.isArray(doc['body'])
  );
}
