/**
 * The messages a borrower sees for a field of the basic or work form. They are built from the
 * field's title in the database, so a renamed field is named the new way in its messages too.
 */
import { DataType, type FieldDefinition } from './field-definitions.ts';

/** "Gender" -> "gender", "E-mail" -> "e-mail", but "PIN code" stays as it is. */
function inSentence(title: string): string {
  const second = title.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/** Fields picked from a list or a calendar are "selected"; the others are "entered". */
const pickedTypes = new Set<number>([
  DataType.dayOfMonth,
  DataType.dictionary,
  DataType.state,
  DataType.district,
  DataType.date,
]);

export const fieldMessages = {
  required: (f: FieldDefinition) =>
    `Please ${pickedTypes.has(f.dataType) ? 'select' : 'enter'} ${inSentence(f.title)}.`,
  digitsOnly: (f: FieldDefinition) => `${f.title} must contain digits only.`,
  tooManyDigits: (f: FieldDefinition, max: number) => `${f.title} must have at most ${max} digits.`,
  exactDigits: (f: FieldDefinition, length: number) =>
    `${f.title} must be exactly ${length} digits and cannot start with 0.`,
  tooLong: (f: FieldDefinition, max: number) => `${f.title} must have at most ${max} characters.`,
  oneLine: (f: FieldDefinition) => `${f.title} must be plain text on one line.`,
  dayOfMonth: (f: FieldDefinition) =>
    `Please select a day of the month between 1 and 31 for ${inSentence(f.title)}.`,
  notInList: (f: FieldDefinition) => `Please select ${inSentence(f.title)} from the list.`,
  districtOfOtherState: (f: FieldDefinition) =>
    `${f.title} is not in the state you selected. Please select it again.`,
  date: (f: FieldDefinition) => `${f.title} must be a real date written as yyyy-mm-dd.`,
  birthDateUnreal: () => 'Please enter your real date of birth.',
  underAge: () => 'You must be 18 years or older to apply.',
  email: (f: FieldDefinition) => `${f.title} must be a valid e-mail address, like name@example.com.`,
  unknownField: (name: string) => `"${name}" is not an accepted field.`,
};
