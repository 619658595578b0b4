/**
 * Brings a screen document of an older format up to a newer one (by default the newest this
 * renderer draws) by applying the migration steps in order, each a pure function of the document.
 * The renderer uses it on an older served or kept copy; `npm run schemas:migrate` uses it to rewrite
 * the screen files. Refuses (undefined) what it cannot upgrade: not an object, a format that is not a
 * whole number of 1 or more, a format newer than the target, or a missing step.
 */
import { RENDERER_FORMAT } from '../../format.ts';
import { isJsonObject, type JsonObject } from './json-object.ts';
import { v1ToV2 } from './v1-to-v2.ts';

/** The step from format n to n + 1, by n. A new format adds its step here. */
export const MIGRATION_STEPS: ReadonlyMap<number, (document: JsonObject) => JsonObject> = new Map([
  [1, v1ToV2],
]);

/** The document itself when it already is of the target format, else its upgraded copy. */
export function upgradeDocument(document: unknown, target: number = RENDERER_FORMAT): JsonObject | undefined {
  if (!isJsonObject(document)) return undefined;
  const format = document.format;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1 || format > target) {
    return undefined;
  }
  let current = document;
  for (let from = format; from < target; from++) {
    const step = MIGRATION_STEPS.get(from);
    if (!step) return undefined;
    current = step(current);
  }
  return current;
}
