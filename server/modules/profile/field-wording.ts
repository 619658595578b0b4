/**
 * The messages a borrower sees for a field of the basic or work form. They are built from the
 * field's title in the database, so a renamed field is named the new way in its messages too; in
 * Hindi around the Hindi title staff wrote, for a save sent in Hindi (decision 0044).
 */
import type { CopyLocale } from '../../contract/locale.ts';
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

export interface FieldMessages {
  required(field: FieldDefinition): string;
  digitsOnly(field: FieldDefinition): string;
  tooManyDigits(field: FieldDefinition, max: number): string;
  exactDigits(field: FieldDefinition, length: number): string;
  tooLong(field: FieldDefinition, max: number): string;
  oneLine(field: FieldDefinition): string;
  dayOfMonth(field: FieldDefinition): string;
  notInList(field: FieldDefinition): string;
  districtOfOtherState(field: FieldDefinition): string;
  date(field: FieldDefinition): string;
  birthDateUnreal(): string;
  underAge(): string;
  email(field: FieldDefinition): string;
  unknownField(name: string): string;
}

export const fieldMessages: FieldMessages = {
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

/** Hindi: a title is a name here, not lowercased; an ending "।" as the screens' Hindi copy has. */
export const hindiFieldMessages: FieldMessages = {
  required: (f) => `कृपया ${f.title} ${pickedTypes.has(f.dataType) ? 'चुनें' : 'डालें'}।`,
  digitsOnly: (f) => `${f.title} में केवल अंक होने चाहिए।`,
  tooManyDigits: (f, max) => `${f.title} में ज़्यादा से ज़्यादा ${max} अंक हो सकते हैं।`,
  exactDigits: (f, length) => `${f.title} ठीक ${length} अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।`,
  tooLong: (f, max) => `${f.title} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं।`,
  oneLine: (f) => `${f.title} एक ही पंक्ति का सादा टेक्स्ट होना चाहिए।`,
  dayOfMonth: (f) => `कृपया ${f.title} के लिए महीने का 1 से 31 के बीच का दिन चुनें।`,
  notInList: (f) => `कृपया सूची में से ${f.title} चुनें।`,
  districtOfOtherState: (f) => `${f.title} आपके चुने हुए राज्य में नहीं है। कृपया इसे फिर से चुनें।`,
  date: (f) => `${f.title} yyyy-mm-dd के रूप में लिखी एक असली तारीख़ होनी चाहिए।`,
  birthDateUnreal: () => 'कृपया अपनी असली जन्म तिथि डालें।',
  underAge: () => 'आवेदन करने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।',
  email: (f) => `${f.title} एक सही ई-मेल पता होना चाहिए, जैसे name@example.com।`,
  unknownField: (name) => `"${name}" स्वीकार किया जाने वाला फ़ील्ड नहीं है।`,
};

export function fieldMessagesIn(locale: CopyLocale): FieldMessages {
  return locale === 'hi' ? hindiFieldMessages : fieldMessages;
}
