/**
 * The ajv set-up every check shares: draft 2020-12, every error reported (not just the first), and
 * each error carrying its schema and data so it can be put into words.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Annotations of our own schemas, read by the checker's messages and ignored by validation. */
const ANNOTATIONS = ['x-noun', 'x-expect', 'x-expect-extra', 'x-widget', 'x-copy', 'x-was'];

/**
 * `strict` for schemas this project controls tightly (the meta-schema: an unknown keyword there is a
 * typo); the endpoint and widget schemas are read leniently, their own checks belong to their authors.
 */
export function createAjv({ strict }: { strict: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strictSchema: strict,
    strictRequired: false,
    strictTypes: false,
    strictTuples: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  return ajv;
}
