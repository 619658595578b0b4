/**
 * The server's dynamic form fields (spec §3 "Dynamic form field": key, value, label, dataType,
 * checkType, checkReq, lengthLimitMax, dictionaryVoList, currentValue) mapped onto the screen's own
 * field model, so basic and work info run through the same rules, filters and widgets as every other
 * form. Pure: the caller reports the problems.
 *
 * | dataType | control                | options                         |
 * | -------- | ---------------------- | ------------------------------- |
 * | 1        | text                   | maxLength = lengthLimitMax      |
 * | 2        | number (digits only)   | maxLength = lengthLimitMax ?? 5 |
 * | 3        | select                 | days 1 to 31                    |
 * | 4        | select                 | dictionaryVoList                |
 * | 5        | select                 | `{ref: "states"}`               |
 * | 6        | select                 | `{ref: "districts"}`            |
 * | 7        | date                   |                                 |
 * | 8        | email (pattern rule)   | maxLength = lengthLimitMax      |
 *
 * checkType 1 on a number adds a pattern rule: exactly maxLength digits, the first not 0.
 */
import type { Expression, FieldDef, FieldOption, FieldRule } from '../document/types.ts';
import { toNumber } from '../expressions/to-number.ts';
import { pageLocale } from '../page-locale.ts';

export const DEFAULT_NUMBER_LENGTH = 5;
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * The rules' messages around the field's title (the spec's English), in the page's language: the
 * server sends the titles in it too (decision 0044), so a Hindi page reads a Hindi sentence.
 */
export const FIELD_RULE_WORDS = {
  en: {
    select: (caption: string) => `Please select ${caption}`,
    input: (caption: string) => `Please input ${caption}`,
    valid: (caption: string) => `Please input a valid ${caption}`,
    email: 'Please input a valid e-mail',
  },
  hi: {
    select: (caption: string) => `कृपया ${caption} चुनें`,
    input: (caption: string) => `कृपया ${caption} डालें`,
    valid: (caption: string) => `कृपया सही ${caption} डालें`,
    email: 'कृपया सही ई-मेल डालें',
  },
} as const;

export interface ServerFieldProblem {
  /** Position of the definition in the server's list. */
  index: number;
  /** The payload name, when the definition has one. */
  field?: string;
  message: string;
}

export interface MappedServerFields {
  /** In the server's order: [payload name, field definition]. */
  fields: Array<[string, FieldDef]>;
  problems: ServerFieldProblem[];
}

const DAYS: FieldOption[] = Array.from({ length: 31 }, (_, i) => ({
  label: String(i + 1),
  value: String(i + 1),
}));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a server value: numbers and booleans as text, anything else empty. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function dictionaryOptions(list: unknown): FieldOption[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((entry) => ({ label: asText(entry.dictLabel), value: asText(entry.dictValue) }));
}

/** `maxLength` from a positive `lengthLimitMax` (text and e-mail: none without one). */
function maxLengthOf(raw: Record<string, unknown>): { maxLength?: number } {
  const limit = toNumber(raw.lengthLimitMax);
  return limit !== undefined && limit >= 1 ? { maxLength: Math.trunc(limit) } : {};
}

/** The control and its extras for a dataType; undefined for a dataType this renderer does not know. */
function controlOf(raw: Record<string, unknown>): Omit<FieldDef, 'rules'> | undefined {
  switch (toNumber(raw.dataType)) {
    case 1:
      return { control: 'text', ...maxLengthOf(raw) };
    case 2: {
      const limit = toNumber(raw.lengthLimitMax);
      const maxLength = limit !== undefined && limit >= 1 ? Math.trunc(limit) : DEFAULT_NUMBER_LENGTH;
      return { control: 'number', input: 'digits', maxLength };
    }
    case 3:
      return { control: 'select', options: DAYS };
    case 4:
      return { control: 'select', options: dictionaryOptions(raw.dictionaryVoList) };
    case 5:
      return { control: 'select', options: { ref: 'states' } };
    case 6:
      return { control: 'select', options: { ref: 'districts' } };
    case 7:
      return { control: 'date' };
    case 8:
      return { control: 'email', ...maxLengthOf(raw) };
    default:
      return undefined;
  }
}

/** checkType 1: exactly `length` digits, the first not 0 (a PIN code, a phone number). */
export function exactDigitsPattern(length: number): string {
  return length === 1 ? '^[1-9]$' : `^[1-9][0-9]{${length - 1}}$`;
}

function rulesOf(
  shape: Omit<FieldDef, 'rules'>,
  raw: Record<string, unknown>,
  caption: string,
  optionalWhen: Expression,
): FieldRule[] {
  const control = shape.control ?? 'text';
  const words = FIELD_RULE_WORDS[pageLocale()];
  const rules: FieldRule[] = [];
  if (toNumber(raw.checkReq) === 1) {
    const ask = control === 'select' ? words.select : words.input;
    rules.push({ rule: 'required', message: ask(caption) });
  }
  if (control === 'number' && toNumber(raw.checkType) === 1 && shape.maxLength !== undefined)
    rules.push({
      rule: 'pattern',
      value: exactDigitsPattern(shape.maxLength),
      message: words.valid(caption),
    });
  if (control === 'email') rules.push({ rule: 'pattern', value: EMAIL_PATTERN, message: words.email });
  // An optional group's fields are neither required nor checked by the server while it holds.
  return optionalWhen === undefined
    ? rules
    : rules.map((rule) => ({ ...rule, when: { $not: optionalWhen } }));
}

/**
 * Maps one group of server field definitions. `group` is the group's index in `forms.<id>.dynamic`;
 * while `optionalWhen` holds, the group's required rules do not apply.
 */
export function mapServerFields(list: unknown, group: number, optionalWhen?: Expression): MappedServerFields {
  const out: MappedServerFields = { fields: [], problems: [] };
  if (list === undefined || list === null) return out;
  if (!Array.isArray(list)) {
    out.problems.push({ index: -1, message: 'the dynamic fields are not a list' });
    return out;
  }
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const name = isRecord(raw) ? asText(raw.value).trim() : '';
    if (!isRecord(raw) || name === '') {
      out.problems.push({ index, message: 'a dynamic field has no payload name ("value")' });
      return;
    }
    if (seen.has(name)) {
      out.problems.push({ index, field: name, message: `the dynamic field "${name}" is listed twice` });
      return;
    }
    seen.add(name);
    const caption = asText(raw.key);
    let shape = controlOf(raw);
    if (!shape) {
      out.problems.push({
        index,
        field: name,
        message: `unknown dataType ${JSON.stringify(raw.dataType)}: drawn as a text field`,
      });
      shape = { control: 'text' };
    }
    const def: FieldDef = {
      ...shape,
      label: caption,
      placeholder: asText(raw.label),
      group,
      // Inputs hand back text, so a saved number is text too: comparisons in screens see one type.
      default: raw.currentValue === undefined || raw.currentValue === null ? '' : asText(raw.currentValue),
      rules: rulesOf(shape, raw, caption, optionalWhen),
    };
    out.fields.push([name, def]);
  });
  return out;
}
