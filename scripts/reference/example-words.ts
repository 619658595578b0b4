/** How a problem with an example is put into words: the example itself, then what is wrong with it. */
import type { ErrorObject } from 'ajv';

const SHOWN_LENGTH = 160;

/** The example as compact JSON, cut when long (the pointer says where the whole of it is). */
export function shownExample(example: unknown): string {
  const json = JSON.stringify(example) ?? String(example);
  return json.length > SHOWN_LENGTH ? `${json.slice(0, SHOWN_LENGTH - 1)}…` : json;
}

export function errorsText(errors: readonly ErrorObject[]): string {
  return errors
    .map((e) => `${e.instancePath || 'the example'} ${e.message ?? 'is not valid'}`)
    .filter((line, index, all) => all.indexOf(line) === index)
    .join('; ');
}
