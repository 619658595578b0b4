/**
 * Check (a): every screen file is valid against the meta-schema of its format, errors in plain words.
 * Only screens that pass go on to the other checks (they rely on the structure being right).
 */
import type { Ajv, ValidateFunction } from 'ajv';
import { wordErrors } from './ajv-words.ts';
import { CURRENT_FORMAT, knownFormats, readMetaSchema } from './meta-schema.ts';
import type { Problem } from './problem.ts';
import type { JsonFile } from './read-json.ts';

export function structureChecker(ajv: Ajv): (screen: JsonFile) => Problem[] {
  const validators = new Map<number, ValidateFunction>();
  const formats = knownFormats();
  const validatorFor = (format: number) => {
    const chosen = formats.includes(format) ? format : CURRENT_FORMAT;
    if (!validators.has(chosen)) validators.set(chosen, ajv.compile(readMetaSchema(chosen)));
    return validators.get(chosen)!;
  };
  return (screen) => {
    const json = screen.json as { format?: unknown } | null;
    const format = typeof json?.format === 'number' ? json.format : CURRENT_FORMAT;
    const validate = validatorFor(format);
    if (validate(screen.json)) return [];
    return wordErrors(validate.errors, { rootNoun: 'a screen' }).map(({ pointer, message }) => ({
      file: screen.file,
      pointer,
      message,
    }));
  };
}
