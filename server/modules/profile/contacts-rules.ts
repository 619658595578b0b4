/**
 * Emergency contacts (spec §5 "Contacts"): three people, each with a name, a mobile number and a
 * relation, all required.
 * - Name: lowercase letters, apostrophes and periods as the spec says, plus single spaces between
 *   words (most Indian names have several words); at most 50 characters, at least one letter.
 * - Mobile: the spec allows at most 10 digits; only a full Indian mobile number can be called, so
 *   exactly 10 digits starting with 6, 7, 8 or 9. The three numbers must differ from each other
 *   and from the borrower's own number (a contact who is the borrower is no contact).
 * - Relation: one of the spec's options, spelled as the spec spells them.
 */
import type { FieldError } from '../../contract/field-errors.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { ContactRow } from './contacts-repo.ts';
import { isIndianMobile } from '../../../rules/identity-numbers.ts';

export const RELATIONS = [
  'Father',
  'Mother',
  'Spouse',
  'brother',
  'sisters',
  'Children',
  'Classmates',
  'Colleagues',
  'Friends',
] as const;

/** The payload prefixes of the three contacts (spec §7: oneName, twoName, thirdName ...). */
export const CONTACT_SLOTS = [
  { prefix: 'one', position: 1 },
  { prefix: 'two', position: 2 },
  { prefix: 'third', position: 3 },
] as const;

export type ContactsPayload = Partial<
  Record<`${'one' | 'two' | 'third'}${'Name' | 'Mobile' | 'Relation'}`, string>
>;

const NAME = /^[a-z.']+( [a-z.']+)*$/;
const NAME_MAX = 50;

export type ContactsCheck = { ok: true; contacts: ContactRow[] } | { ok: false; errors: FieldError[] };

/**
 * The refusals of a contacts save, in English or Hindi (decision 0043). The messages the screen's
 * own rules also give are worded as the screen's copy words them (schemas/copy); the others (the
 * borrower's own number, a number given twice, a relation not in the list) only the server can say.
 */
interface ContactMessages {
  ordinals: readonly [string, string, string];
  nameMissing(o: string): string;
  nameLetters(o: string): string;
  nameTooLong(o: string, max: number): string;
  mobileMissing(o: string): string;
  mobileInvalid(o: string): string;
  mobileOwn(o: string): string;
  mobileRepeated(o: string, other: string): string;
  relationMissing(o: string): string;
  relationUnknown(o: string): string;
}

const ENGLISH: ContactMessages = {
  ordinals: ['first', 'second', 'third'],
  nameMissing: (o) => `Please enter the ${o} contact's name.`,
  nameLetters: (o) =>
    `The ${o} contact's name may use only lowercase letters, apostrophes (') and periods (.), with single spaces between words.`,
  nameTooLong: (o, max) => `The ${o} contact's name must have at most ${max} characters.`,
  mobileMissing: (o) => `Please enter the ${o} contact's mobile number.`,
  mobileInvalid: (o) => `The ${o} contact's mobile number must be 10 digits starting with 6, 7, 8 or 9.`,
  mobileOwn: (o) => `The ${o} contact's mobile number is your own number. Please enter someone else's.`,
  mobileRepeated: (o, other) =>
    `The ${o} contact's mobile number is the same as the ${other} contact's. Please enter three different numbers.`,
  relationMissing: (o) => `Please select the ${o} contact's relation.`,
  relationUnknown: (o) => `Please select the ${o} contact's relation from the list.`,
};

const HINDI: ContactMessages = {
  ordinals: ['पहले', 'दूसरे', 'तीसरे'],
  nameMissing: (o) => `कृपया ${o} संपर्क का नाम डालें।`,
  nameLetters: (o) =>
    `${o} संपर्क के नाम में केवल छोटे अंग्रेज़ी अक्षर, एपॉस्ट्रॉफ़ी (') और पूर्ण विराम (.) हो सकते हैं, और शब्दों के बीच एक ही स्पेस।`,
  nameTooLong: (o, max) => `${o} संपर्क के नाम में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं।`,
  mobileMissing: (o) => `कृपया ${o} संपर्क का मोबाइल नंबर डालें।`,
  mobileInvalid: (o) => `${o} संपर्क का मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए।`,
  mobileOwn: (o) => `${o} संपर्क का मोबाइल नंबर आपका अपना नंबर है। कृपया किसी और का नंबर डालें।`,
  mobileRepeated: (o, other) =>
    `${o} संपर्क का मोबाइल नंबर ${other} संपर्क के नंबर जैसा ही है। कृपया तीन अलग-अलग नंबर डालें।`,
  relationMissing: (o) => `कृपया ${o} संपर्क से अपना रिश्ता चुनें।`,
  relationUnknown: (o) => `कृपया सूची में से ${o} संपर्क से अपना रिश्ता चुनें।`,
};

/** Every problem of the three contacts, in form order (first contact's name, mobile, relation, ...). */
export function checkContacts(
  payload: ContactsPayload,
  borrowerPhone: string,
  locale: CopyLocale = 'en',
): ContactsCheck {
  const say = locale === 'hi' ? HINDI : ENGLISH;
  const errors: FieldError[] = [];
  const contacts: ContactRow[] = [];
  const ownMobile = borrowerPhone.slice(-10);
  const mobilesSoFar = new Map<string, string>();

  for (const { prefix, position } of CONTACT_SLOTS) {
    const ordinal = say.ordinals[position - 1]!;
    const name = (payload[`${prefix}Name`] ?? '').trim();
    const mobile = (payload[`${prefix}Mobile`] ?? '').trim();
    const relation = (payload[`${prefix}Relation`] ?? '').trim();
    const before = errors.length;

    if (name === '') errors.push({ column: `${prefix}Name`, msg: say.nameMissing(ordinal) });
    else if (!NAME.test(name) || !/[a-z]/.test(name))
      errors.push({ column: `${prefix}Name`, msg: say.nameLetters(ordinal) });
    else if (name.length > NAME_MAX)
      errors.push({ column: `${prefix}Name`, msg: say.nameTooLong(ordinal, NAME_MAX) });

    if (mobile === '') errors.push({ column: `${prefix}Mobile`, msg: say.mobileMissing(ordinal) });
    else if (!isIndianMobile(mobile))
      errors.push({ column: `${prefix}Mobile`, msg: say.mobileInvalid(ordinal) });
    else if (mobile === ownMobile) errors.push({ column: `${prefix}Mobile`, msg: say.mobileOwn(ordinal) });
    else if (mobilesSoFar.has(mobile))
      errors.push({
        column: `${prefix}Mobile`,
        msg: say.mobileRepeated(ordinal, mobilesSoFar.get(mobile)!),
      });
    if (isIndianMobile(mobile) && !mobilesSoFar.has(mobile)) mobilesSoFar.set(mobile, ordinal);

    if (relation === '') errors.push({ column: `${prefix}Relation`, msg: say.relationMissing(ordinal) });
    else if (!(RELATIONS as readonly string[]).includes(relation))
      errors.push({ column: `${prefix}Relation`, msg: say.relationUnknown(ordinal) });

    if (errors.length === before) contacts.push({ position, name, mobile, relation });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, contacts };
}
