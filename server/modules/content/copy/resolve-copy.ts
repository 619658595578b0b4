/**
 * The copy catalogue's one resolver (decision 0016): a screen refers to a text with
 * `{ "$copy": "<key>" }` and this puts the catalogue's text in its place, anywhere in the document
 * (props, titles, rule messages, branches of expressions). The server (per locale), the client build
 * (English), the gallery and `schemas:check` all resolve through it, so what is checked, bundled and
 * served is the same document. Pure: the document is not changed, a new one is returned.
 */

/** Texts by key, e.g. `{ "login.get-otp": "Get OTP" }`. */
export type CopyCatalogue = Readonly<Record<string, string>>;

export interface CopyRef {
  $copy: string;
}

export interface CopyRefAt {
  key: string;
  /** JSON pointer of the `{ "$copy": ... }` object in the document. */
  pointer: string;
}

/** An object whose only key is `$copy`, naming a key. Anything else is left as written. */
export function isCopyRef(value: unknown): value is CopyRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$copy' && typeof (value as CopyRef).$copy === 'string';
}

/** The catalogue's text for a key; a key it lacks stands as its own text (never a crash, never blank). */
export function copyText(key: string, catalogue: CopyCatalogue): string {
  return Object.hasOwn(catalogue, key) ? catalogue[key]! : key;
}

/** The document with every copy reference replaced by its text. */
export function resolveCopy<T>(document: T, catalogue: CopyCatalogue): T {
  return resolveValue(document, catalogue) as T;
}

function resolveValue(value: unknown, catalogue: CopyCatalogue): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, catalogue));
  if (typeof value !== 'object' || value === null) return value;
  if (isCopyRef(value)) return copyText(value.$copy, catalogue);
  const resolved: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) resolved[key] = resolveValue(inner, catalogue);
  return resolved;
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** Every copy reference in a document, in document order, with where it is written. */
export function copyRefsIn(document: unknown): CopyRefAt[] {
  const found: CopyRefAt[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (isCopyRef(value)) found.push({ key: value.$copy, pointer });
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) visit(inner, `${pointer}/${escapeSegment(key)}`);
  };
  visit(document, '');
  return found;
}
