/**
 * Puts ajv's errors into plain words: which value, what is wrong, what was expected. The nouns come
 * from the schema's `x-noun` annotations ("a widget node"), the expectations from `x-expect`.
 */
import type { ErrorObject } from 'ajv';
import { pointerJoin } from './json-pointer.ts';
import { didYouMean } from './suggest.ts';
import { expectedOneOf, listOf, shown } from './words.ts';

export interface Worded {
  /** Pointer relative to the validated value. */
  pointer: string;
  message: string;
}

export interface WordingOptions {
  /** What the validated value as a whole is called, e.g. "the Text widget". */
  rootNoun?: string;
  /** What a key of the validated value is called, e.g. "property" ("... is not a property of ..."). */
  rootKeyWord?: string;
}

type SchemaObject = Record<string, unknown>;

function asSchema(value: unknown): SchemaObject {
  return typeof value === 'object' && value !== null ? (value as SchemaObject) : {};
}

function typeWords(type: unknown): string {
  const one: Record<string, string> = {
    string: 'a text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    null: 'null',
  };
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => one[String(t)] ?? String(t)).join(' or ');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${shown(value)}`;
  return shown(value);
}

/** The fix for the commonest type slip: a number or true/false written in quotes. */
function unquoteHint(expected: unknown, data: unknown): string {
  if (typeof data !== 'string') return '';
  const types = Array.isArray(expected) ? expected : [expected];
  const numeric = /^-?\d+(\.\d+)?$/.test(data.trim());
  if (numeric && (types.includes('integer') || types.includes('number')))
    return ` Write it without quotes: ${data.trim()}.`;
  if ((data === 'true' || data === 'false') && types.includes('boolean'))
    return ` Write it without quotes: ${data}.`;
  return '';
}

function lastSegment(pointer: string): string | undefined {
  const segment = pointer.split('/').pop();
  return segment && !/^\d+$/.test(segment) ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

function nounOf(error: ErrorObject, options: WordingOptions): string {
  const noun = asSchema(error.parentSchema)['x-noun'];
  if (typeof noun === 'string') return noun;
  if (error.instancePath === '' && options.rootNoun) return options.rootNoun;
  const key = lastSegment(error.instancePath);
  return key ? `"${key}"` : 'this object';
}

function unknownKey(error: ErrorObject, options: WordingOptions): Worded {
  const key = String(error.params.additionalProperty);
  const parent = asSchema(error.parentSchema);
  const allowed = Object.keys(asSchema(parent.properties));
  const pointer = pointerJoin(error.instancePath, key);
  if (key.startsWith('$') && allowed.some((k) => k.startsWith('$'))) {
    return {
      pointer,
      message: `"${key}" is not an expression operator.${expectedOneOf([...allowed, '$fn'])}${didYouMean(key, [...allowed, '$fn'])}`,
    };
  }
  const extra = typeof parent['x-expect-extra'] === 'string' ? `, ${parent['x-expect-extra']}` : '';
  const expected =
    allowed.length === 0 ? ' It takes no keys.' : ` Expected one of: ${listOf(allowed)}${extra}.`;
  const rootKey = error.instancePath === '' && options.rootKeyWord;
  const what = rootKey
    ? `is not a ${options.rootKeyWord} of ${nounOf(error, options)}`
    : `is not allowed in ${nounOf(error, options)}`;
  return {
    pointer,
    message: `"${key}" ${what}.${expected}${didYouMean(key, allowed) || renamedHint(key, parent.properties)}`,
  };
}

/** ` It was renamed "label" in format 2 ...` when a property's `x-was` names the key written. */
export function renamedHint(key: string, propertiesSchema: unknown): string {
  const properties = asSchema(propertiesSchema);
  const now = Object.keys(properties).find((name) => asSchema(properties[name])['x-was'] === key);
  if (now === undefined) return '';
  const since = asSchema(properties[now])['x-since'];
  const when = typeof since === 'number' ? ` in format ${since}` : '';
  return ` It was renamed "${now}"${when}: write "${now}", or run npm run schemas:migrate on a file of an older format.`;
}

const COMPARISONS: Record<string, string> = {
  '>=': 'of at least',
  '<=': 'of at most',
  '>': 'above',
  '<': 'below',
};

function wordOne(error: ErrorObject, options: WordingOptions): Worded | undefined {
  const parent = asSchema(error.parentSchema);
  const expect = typeof parent['x-expect'] === 'string' ? parent['x-expect'] : undefined;
  const data: unknown = error.data;
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'if':
    case 'propertyNames':
      // `if`: the branch's own errors say what is wrong. `propertyNames`: the name's error follows.
      return undefined;
    case 'additionalProperties':
      return unknownKey(error, options);
    case 'required':
      return {
        pointer: at,
        message: `"${String(error.params.missingProperty)}" is missing: it is required in ${nounOf(error, options)}.`,
      };
    case 'type':
      return {
        pointer: at,
        message: `expected ${typeWords(error.params.type)}, found ${describe(data)}.${unquoteHint(error.params.type, data)}`,
      };
    case 'const':
      return {
        pointer: at,
        message: `expected ${expect ?? shown(error.params.allowedValue)}, found ${shown(data)}.`,
      };
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map((v) =>
        typeof v === 'string' ? v : shown(v),
      );
      const key = lastSegment(at);
      const hint = typeof data === 'string' ? didYouMean(data, allowed) : '';
      return {
        pointer: at,
        message: `${shown(data)} is not a valid ${key ?? 'value'}.${expectedOneOf(allowed)}${hint}`,
      };
    }
    case 'pattern':
    case 'format': {
      const shape =
        expect ??
        (error.keyword === 'pattern'
          ? `text matching ${String(error.params.pattern)}`
          : `a valid ${String(error.params.format)}`);
      if (propertyName !== undefined) {
        return {
          pointer: pointerJoin(at, propertyName),
          message: `the name "${propertyName}" is not allowed here. Expected ${shape}.`,
        };
      }
      return { pointer: at, message: `${shown(data)} is not written as expected. Expected ${shape}.` };
    }
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(data) ? data.length : 0;
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      return {
        pointer: at,
        message: `found ${count} item${count === 1 ? '' : 's'}. Expected ${expect ?? `${bound} ${String(error.params.limit)}`}.`,
      };
    }
    case 'minProperties':
    case 'maxProperties': {
      const keys = Object.keys(asSchema(data));
      return {
        pointer: at,
        message: `${nounOf(error, options)} has ${keys.length === 0 ? 'no keys' : `the keys ${listOf(keys)}`}. Expected ${expect ?? `${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(error.params.limit)} keys`}.`,
      };
    }
    case 'minLength':
      return {
        pointer: at,
        message:
          Number(error.params.limit) === 1
            ? 'must not be empty.'
            : `expected at least ${String(error.params.limit)} characters, found ${String(data).length}.`,
      };
    case 'maxLength':
      return {
        pointer: at,
        message: `expected at most ${String(error.params.limit)} characters, found ${String(data).length}.`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        pointer: at,
        message: `${shown(data)} is out of range. Expected a number ${COMPARISONS[String(error.params.comparison)] ?? String(error.params.comparison)} ${String(error.params.limit)}.`,
      };
    default:
      return {
        pointer: at,
        message: `${shown(data)} is not valid here: it ${error.message ?? 'does not match the schema'}.`,
      };
  }
}

/** Every error in words, duplicates removed, in the order ajv found them. */
export function wordErrors(
  errors: readonly ErrorObject[] | null | undefined,
  options: WordingOptions = {},
): Worded[] {
  const seen = new Set<string>();
  const out: Worded[] = [];
  for (const error of errors ?? []) {
    const worded = wordOne(error, options);
    if (!worded) continue;
    const key = `${worded.pointer}\u0000${worded.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(worded);
  }
  return out;
}
