/**
 * The basic and work forms (spec §3 "Dynamic form field", §5 "Dynamic forms"): serving their field
 * definitions with the borrower's saved values, and saving what the borrower sends once every
 * field passes the definitions' rules.
 */
import type { Clock } from '../../clock.ts';
import { fieldErrors } from '../../contract/field-errors.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { Db } from '../../db/db.ts';
import * as places from '../map-state/repo.ts';
import {
  BIRTH_DATE_FIELD,
  NOT_WORKING,
  WORK_STATE_FIELD,
  type FieldDefinition,
  type FormName,
} from './field-definitions.ts';
import { fieldMessagesIn } from './field-wording.ts';
import { loadFormFields } from './form-fields-repo.ts';
import { checkFormValues, type PlaceLookup, type SubmittedValues } from './form-values-check.ts';
import { istToday } from './ist-date.ts';
import * as repo from './profile-repo.ts';

const sectionOf = { baseInfo: 'basic', workInfo: 'work' } as const satisfies Record<
  FormName,
  repo.ProfileSection
>;

/** A field as the client receives it (spec names; currentValue is the borrower's saved value). */
function served(field: FieldDefinition, saved: Record<string, string>) {
  return {
    key: field.title,
    value: field.payloadName,
    label: field.placeholder,
    dataType: field.dataType,
    checkType: field.checkType,
    checkReq: field.required ? 1 : 0,
    lengthLimitMax: field.lengthLimitMax,
    dictionaryVoList: field.options,
    currentValue: saved[field.payloadName] ?? null,
  };
}

export function createFormsService({ db, clock }: { db: Db; clock: Clock }) {
  const placeLookup: PlaceLookup = {
    stateExists: async (stateId) => (await places.activeState(db, stateId)) !== undefined,
    stateOfDistrict: async (districtId) => (await places.activeDistrict(db, districtId))?.stateId,
  };

  async function basicPage(userId: number, locale: CopyLocale) {
    const fields = await loadFormFields(db, 'baseInfo', locale);
    const saved = await repo.savedValues(db, userId, 'basic');
    return { list: fields.map((f) => served(f, saved)) };
  }

  async function workPage(userId: number, locale: CopyLocale) {
    const fields = await loadFormFields(db, 'workInfo', locale);
    const saved = await repo.savedValues(db, userId, 'work');
    return {
      cannotHidden: fields.filter((f) => f.group === 'cannotHidden').map((f) => served(f, saved)),
      canHidden: fields.filter((f) => f.group === 'canHidden').map((f) => served(f, saved)),
      canHiddenOptionalWhen: { field: WORK_STATE_FIELD, value: NOT_WORKING },
    };
  }

  /** A save's refusals are worded in the language it was sent in, around the titles shown in it. */
  async function save(form: FormName, userId: number, submitted: SubmittedValues, locale: CopyLocale) {
    const fields = await loadFormFields(db, form, locale);
    const now = await clock.now();
    const notWorking =
      form === 'workInfo' && String(submitted[WORK_STATE_FIELD] ?? '').trim() === NOT_WORKING;
    const check = await checkFormValues(fields, submitted, {
      today: istToday(now),
      places: placeLookup,
      leaveOut: (field) => notWorking && field.group === 'canHidden',
      messages: fieldMessagesIn(locale),
    });
    if (!check.ok) throw fieldErrors(check.errors);
    await db.transaction(async (tx) => {
      await repo.saveSection(tx, userId, sectionOf[form], check.values, now);
      const birthDate = check.values[BIRTH_DATE_FIELD];
      if (form === 'baseInfo' && birthDate !== undefined) await repo.setBirthDate(tx, userId, birthDate);
    });
    return {};
  }

  return {
    basicPage,
    workPage,
    saveBasic: (userId: number, submitted: SubmittedValues, locale: CopyLocale) =>
      save('baseInfo', userId, submitted, locale),
    saveWork: (userId: number, submitted: SubmittedValues, locale: CopyLocale) =>
      save('workInfo', userId, submitted, locale),
  };
}
