/**
 * Checks the values a borrower sends for the basic or work form against the field definitions in
 * the database (the same rules the client draws from them), and lists every field to correct.
 */
import type { FieldError } from '../../contract/field-errors.ts';
import { BIRTH_DATE_FIELD, CheckType, DataType, type FieldDefinition } from './field-definitions.ts';
import { fieldMessages, type FieldMessages } from './field-wording.ts';
import { ageOn, isAfter, parseIsoDate, type CalendarDate } from './ist-date.ts';

export type SubmittedValues = Record<string, string | number>;

/** Where states and districts are looked up (map-state tables). */
export interface PlaceLookup {
  stateExists(stateId: number): Promise<boolean>;
  /** The state of an active district, undefined when there is none. */
  stateOfDistrict(districtId: number): Promise<number | undefined>;
}

export interface CheckContext {
  today: CalendarDate;
  places: PlaceLookup;
  /** Fields whose values are neither required nor kept (work info of a borrower not working). */
  leaveOut?: (field: FieldDefinition) => boolean;
  /** The messages' language (English unless given): the fields' titles are in it too. */
  messages?: FieldMessages;
}

export type FormCheck = { ok: true; values: Record<string, string> } | { ok: false; errors: FieldError[] };

const ADULT_AGE = 18;
const OLDEST_BIRTH_YEAR = 1900;
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
// Control characters (C0, DEL, C1 with NEL) and the line and paragraph separators: a one-line
// value shown on a screen or in an operator's list must not break into lines.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// What leaves nothing to read: spaces and invisible format characters (zero-width space, joiners,
// the byte order mark). Joiners inside Indic words are kept; a value of them alone is no value.
const INVISIBLE = /[\s\p{Cf}]/gu;
const ID = /^[0-9]{1,9}$/;

type ValueCheck = { value: string } | { msg: string };

function checkNumber(m: FieldMessages, field: FieldDefinition, text: string): ValueCheck {
  if (!/^[0-9]+$/.test(text)) return { msg: m.digitsOnly(field) };
  const max = field.lengthLimitMax ?? 5;
  if (field.checkType === CheckType.exactDigits) {
    if (text.length !== max || text.startsWith('0')) return { msg: m.exactDigits(field, max) };
  } else if (text.length > max) return { msg: m.tooManyDigits(field, max) };
  return { value: text };
}

function checkText(m: FieldMessages, field: FieldDefinition, text: string): ValueCheck {
  if (CONTROL_CHARACTER.test(text)) return { msg: m.oneLine(field) };
  const max = field.lengthLimitMax ?? 100;
  if ([...text].length > max) return { msg: m.tooLong(field, max) };
  return { value: text };
}

function checkEmail(m: FieldMessages, field: FieldDefinition, text: string): ValueCheck {
  const max = field.lengthLimitMax ?? 100;
  if (text.length > max) return { msg: m.tooLong(field, max) };
  if (!EMAIL.test(text)) return { msg: m.email(field) };
  return { value: text };
}

function checkDay(m: FieldMessages, field: FieldDefinition, text: string): ValueCheck {
  const day = /^[0-9]{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(day >= 1 && day <= 31)) return { msg: m.dayOfMonth(field) };
  return { value: String(day) };
}

function checkDate(m: FieldMessages, field: FieldDefinition, text: string, today: CalendarDate): ValueCheck {
  const date = parseIsoDate(text);
  if (!date) return { msg: m.date(field) };
  if (field.payloadName === BIRTH_DATE_FIELD) {
    if (isAfter(date, today) || date.year < OLDEST_BIRTH_YEAR) return { msg: m.birthDateUnreal() };
    if (ageOn(date, today) < ADULT_AGE) return { msg: m.underAge() };
  }
  return { value: text };
}

async function checkState(
  m: FieldMessages,
  field: FieldDefinition,
  text: string,
  places: PlaceLookup,
): Promise<ValueCheck> {
  if (!ID.test(text) || !(await places.stateExists(Number(text)))) return { msg: m.notInList(field) };
  return { value: String(Number(text)) };
}

async function checkDistrict(
  m: FieldMessages,
  field: FieldDefinition,
  text: string,
  places: PlaceLookup,
  chosenState: string | undefined,
): Promise<ValueCheck> {
  const stateId = ID.test(text) ? await places.stateOfDistrict(Number(text)) : undefined;
  if (stateId === undefined) return { msg: m.notInList(field) };
  if (chosenState !== undefined && String(stateId) !== chosenState)
    return { msg: m.districtOfOtherState(field) };
  return { value: String(Number(text)) };
}

/**
 * Returns the values to keep (trimmed, normalised, only defined fields) or every error in the
 * order of the form, unknown fields last. Numbers sent as JSON numbers count as their digits.
 */
export async function checkFormValues(
  fields: readonly FieldDefinition[],
  submitted: SubmittedValues,
  context: CheckContext,
): Promise<FormCheck> {
  const m = context.messages ?? fieldMessages;
  const errors: FieldError[] = [];
  const values: Record<string, string> = {};
  const textOf = (name: string) => {
    const raw = submitted[name];
    const text = raw === undefined ? '' : String(raw).trim();
    return text.replace(INVISIBLE, '') === '' ? '' : text;
  };
  // The district is checked against the state chosen in the same form, whichever comes first.
  const stateField = fields.find((f) => f.dataType === DataType.state);
  const stateCheck =
    stateField && textOf(stateField.payloadName) !== ''
      ? await checkState(m, stateField, textOf(stateField.payloadName), context.places)
      : undefined;
  const chosenState = stateCheck && 'value' in stateCheck ? stateCheck.value : undefined;

  for (const field of fields) {
    if (context.leaveOut?.(field)) continue;
    const text = textOf(field.payloadName);
    if (text === '') {
      if (field.required) errors.push({ column: field.payloadName, msg: m.required(field) });
      continue;
    }
    let result: ValueCheck;
    switch (field.dataType) {
      case DataType.text:
        result = checkText(m, field, text);
        break;
      case DataType.number:
        result = checkNumber(m, field, text);
        break;
      case DataType.dayOfMonth:
        result = checkDay(m, field, text);
        break;
      case DataType.dictionary:
        result = field.options.some((o) => o.dictValue === text)
          ? { value: text }
          : { msg: m.notInList(field) };
        break;
      case DataType.state:
        result =
          field === stateField && stateCheck ? stateCheck : await checkState(m, field, text, context.places);
        break;
      case DataType.district:
        result = await checkDistrict(m, field, text, context.places, chosenState);
        break;
      case DataType.date:
        result = checkDate(m, field, text, context.today);
        break;
      case DataType.email:
        result = checkEmail(m, field, text);
        break;
    }
    if ('msg' in result) errors.push({ column: field.payloadName, msg: result.msg });
    else values[field.payloadName] = result.value;
  }

  const known = new Set(fields.map((f) => f.payloadName));
  for (const name of Object.keys(submitted))
    if (!known.has(name)) errors.push({ column: name, msg: m.unknownField(name) });

  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
