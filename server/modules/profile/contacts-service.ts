import type { Clock } from '../../clock.ts';
import { fieldErrors } from '../../contract/field-errors.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { Db } from '../../db/db.ts';
import * as repo from './contacts-repo.ts';
import { CONTACT_SLOTS, RELATIONS, checkContacts, type ContactsPayload } from './contacts-rules.ts';
import { phoneOf } from './profile-repo.ts';

/** Relation choices as the form's dropdown takes them (same shape as a field's dictionaryVoList). */
const relationOptions = RELATIONS.map((relation) => ({ dictLabel: relation, dictValue: relation }));

export function createContactsService({ db, clock }: { db: Db; clock: Clock }) {
  /** The saved contacts as the form's defaults: '' for a contact never saved. */
  async function saved(userId: number) {
    const rows = await repo.savedContacts(db, userId);
    const answer: Record<string, string> = {};
    for (const { prefix, position } of CONTACT_SLOTS) {
      const row = rows.find((r) => r.position === position);
      answer[`${prefix}Name`] = row?.name ?? '';
      answer[`${prefix}Mobile`] = row?.mobile ?? '';
      answer[`${prefix}Relation`] = row?.relation ?? '';
    }
    return { ...answer, saved: rows.length === CONTACT_SLOTS.length ? 1 : 0, relationOptions };
  }

  async function save(userId: number, payload: ContactsPayload, locale: CopyLocale) {
    const check = checkContacts(payload, await phoneOf(db, userId), locale);
    if (!check.ok) throw fieldErrors(check.errors);
    const now = await clock.now();
    await db.transaction((tx) => repo.saveContacts(tx, userId, check.contacts, now));
    return {};
  }

  return { saved, save };
}
