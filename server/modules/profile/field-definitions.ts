/**
 * The field definitions of the basic and work forms as the server reads them from form_fields
 * (migration 010). The meaning of `dataType` is fixed here and in the endpoint files; staff choose
 * which fields exist, their wording, order, limits and options.
 */

export type FormName = 'baseInfo' | 'workInfo';
export type FieldGroup = 'list' | 'cannotHidden' | 'canHidden';

export const DataType = {
  text: 1,
  number: 2,
  dayOfMonth: 3,
  dictionary: 4,
  state: 5,
  district: 6,
  date: 7,
  email: 8,
} as const;
export type DataTypeCode = (typeof DataType)[keyof typeof DataType];

/** checkType 1: a number of exactly lengthLimitMax digits whose first digit is not 0. */
export const CheckType = { none: 0, exactDigits: 1 } as const;

export interface DictionaryOption {
  dictLabel: string;
  dictValue: string;
}

export interface FieldDefinition {
  group: FieldGroup;
  /** Shown above the input (spec: key). */
  title: string;
  /** The name the value is sent and stored under (spec: value). */
  payloadName: string;
  /** Placeholder (spec: label). */
  placeholder: string;
  dataType: DataTypeCode;
  checkType: number;
  required: boolean;
  /** Already resolved to the type's default when the row leaves it empty; null for choices. */
  lengthLimitMax: number | null;
  options: DictionaryOption[];
}

/** Spec §5: numbers default to 5 digits. Text and e-mail get a bound so nothing unbounded is stored. */
const DEFAULT_LENGTH: Partial<Record<DataTypeCode, number>> = {
  [DataType.text]: 100,
  [DataType.number]: 5,
  [DataType.email]: 100,
};

export function effectiveLengthLimit(dataType: DataTypeCode, stored: number | null): number | null {
  const fallback = DEFAULT_LENGTH[dataType];
  if (fallback === undefined) return null;
  return stored ?? fallback;
}

/** The payload name of the date of birth: also kept in users.birth_date, and must make the borrower 18+. */
export const BIRTH_DATE_FIELD = 'birthDate';

/** Work info: a borrower whose workState is 3 (not working) may leave the canHidden group out. */
export const WORK_STATE_FIELD = 'workState';
export const NOT_WORKING = '3';
