import { SOURCE_LOCALE, type CopyLocale } from '../../contract/locale.ts';
import { storedTextIn } from '../../contract/wording.ts';
import type { Queryable } from '../../db/db.ts';
import {
  effectiveLengthLimit,
  type DataTypeCode,
  type DictionaryOption,
  type FieldDefinition,
  type FieldGroup,
  type FormName,
} from './field-definitions.ts';

interface FieldRow {
  id: number;
  field_group: FieldGroup;
  title: string;
  title_hi: string | null;
  payload_name: string;
  placeholder: string;
  placeholder_hi: string | null;
  data_type: DataTypeCode;
  check_type: number;
  required: boolean;
  length_limit_max: number | null;
}

interface OptionRow {
  field_id: number;
  dict_label: string;
  dict_label_hi: string | null;
  dict_value: string;
}

/**
 * The active fields of a form in display order, with their active options, their texts in the
 * language asked for (English for the checks of a save, whose messages are English). Read on every
 * request, so a staff edit applies to the next form served and the next save checked.
 */
export async function loadFormFields(
  db: Queryable,
  form: FormName,
  locale: CopyLocale = SOURCE_LOCALE,
): Promise<FieldDefinition[]> {
  const fields = await db.query<FieldRow>(
    `SELECT id, field_group, title, title_hi, payload_name, placeholder, placeholder_hi, data_type, check_type,
       required, length_limit_max
     FROM form_fields WHERE form = $1 AND active ORDER BY sort_order, id`,
    [form],
  );
  const options = await db.query<OptionRow>(
    `SELECT o.field_id, o.dict_label, o.dict_label_hi, o.dict_value FROM form_field_options o
     JOIN form_fields f ON f.id = o.field_id
     WHERE f.form = $1 AND f.active AND o.active ORDER BY o.sort_order, o.dict_value`,
    [form],
  );
  const optionsOf = new Map<number, DictionaryOption[]>();
  for (const row of options.rows) {
    const list = optionsOf.get(row.field_id) ?? [];
    list.push({
      dictLabel: storedTextIn(locale, row.dict_label, row.dict_label_hi),
      dictValue: row.dict_value,
    });
    optionsOf.set(row.field_id, list);
  }
  return fields.rows.map((row) => ({
    group: row.field_group,
    title: storedTextIn(locale, row.title, row.title_hi),
    payloadName: row.payload_name,
    placeholder: storedTextIn(locale, row.placeholder, row.placeholder_hi),
    dataType: row.data_type,
    checkType: row.check_type,
    required: row.required,
    lengthLimitMax: effectiveLengthLimit(row.data_type, row.length_limit_max),
    options: optionsOf.get(row.id) ?? [],
  }));
}
