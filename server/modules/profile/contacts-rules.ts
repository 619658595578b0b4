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
import type { ContactRow } from './contacts-repo.ts';

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
  { prefix: 'one', position: 1, ordinal: 'first' },
  { prefix: 'two', position: 2, ordinal: 'second' },
  { prefix: 'third', position: 3, ordinal: 'third' },
] as const;

export type ContactsPayload = Partial<
  Record<`${'one' | 'two' | 'third'}${'Name' | 'Mobile' | 'Relation'}`, string>
>;

const NAME = /^[a-z.']+( [a-z.']+)*$/;
const NAME_MAX = 50;
const MOBILE = /^[6-9][0-9]{9}$/;

export type ContactsCheck = { ok: true; contacts: ContactRow[] } | { ok: false; errors: FieldError[] };

/** Every problem of the three contacts, in form order (first contact's name, mobile, relation, ...). */
export function checkContacts(payload: ContactsPayload, borrowerPhone: string): ContactsCheck {
  const errors: FieldError[] = [];
  const contacts: ContactRow[] = [];
  const ownMobile = borrowerPhone.slice(-10);
  const mobilesSoFar = new Map<string, string>();

  for (const { prefix, position, ordinal } of CONTACT_SLOTS) {
    const whose = `The ${ordinal} contact's`;
    const name = (payload[`${prefix}Name`] ?? '').trim();
    const mobile = (payload[`${prefix}Mobile`] ?? '').trim();
    const relation = (payload[`${prefix}Relation`] ?? '').trim();
    const before = errors.length;

    if (name === '')
      errors.push({ column: `${prefix}Name`, msg: `Please enter the ${ordinal} contact's name.` });
    else if (!NAME.test(name) || !/[a-z]/.test(name))
      errors.push({
        column: `${prefix}Name`,
        msg: `${whose} name may use only lowercase letters, apostrophes (') and periods (.), with single spaces between words.`,
      });
    else if (name.length > NAME_MAX)
      errors.push({
        column: `${prefix}Name`,
        msg: `${whose} name must have at most ${NAME_MAX} characters.`,
      });

    if (mobile === '')
      errors.push({ column: `${prefix}Mobile`, msg: `Please enter the ${ordinal} contact's mobile number.` });
    else if (!MOBILE.test(mobile))
      errors.push({
        column: `${prefix}Mobile`,
        msg: `${whose} mobile number must be 10 digits starting with 6, 7, 8 or 9.`,
      });
    else if (mobile === ownMobile)
      errors.push({
        column: `${prefix}Mobile`,
        msg: `${whose} mobile number is your own number. Please enter someone else's.`,
      });
    else if (mobilesSoFar.has(mobile))
      errors.push({
        column: `${prefix}Mobile`,
        msg: `${whose} mobile number is the same as the ${mobilesSoFar.get(mobile)} contact's. Please enter three different numbers.`,
      });
    if (MOBILE.test(mobile) && !mobilesSoFar.has(mobile)) mobilesSoFar.set(mobile, ordinal);

    if (relation === '')
      errors.push({ column: `${prefix}Relation`, msg: `Please select the ${ordinal} contact's relation.` });
    else if (!(RELATIONS as readonly string[]).includes(relation))
      errors.push({
        column: `${prefix}Relation`,
        msg: `Please select the ${ordinal} contact's relation from the list.`,
      });

    if (errors.length === before) contacts.push({ position, name, mobile, relation });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, contacts };
}
