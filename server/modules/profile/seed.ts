import type { Queryable } from '../../db/db.ts';
import { seedMapStates } from '../map-state/seed.ts';
import { seedAuthSteps, seedFormFields } from './seed-data.ts';

/** The onboarding data staff edit later: form fields and options, steps, states and districts. */
export async function seedOnboarding(tx: Queryable): Promise<void> {
  for (const [index, field] of seedFormFields.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO form_fields (form, field_group, title, payload_name, placeholder, data_type, check_type,
         required, length_limit_max, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (form, payload_name) DO NOTHING RETURNING id`,
      [
        field.form,
        field.group,
        field.title,
        field.payloadName,
        field.placeholder,
        field.dataType,
        field.checkType ?? 0,
        field.required,
        field.lengthLimitMax ?? null,
        (index + 1) * 10,
      ],
    );
    const fieldId = rows[0]?.id;
    if (fieldId === undefined) continue;
    for (const [position, [value, label]] of (field.options ?? []).entries()) {
      await tx.query(
        'INSERT INTO form_field_options (field_id, dict_value, dict_label, sort_order) VALUES ($1, $2, $3, $4)',
        [fieldId, value, label, position + 1],
      );
    }
  }
  for (const [index, step] of seedAuthSteps.entries()) {
    await tx.query(
      'INSERT INTO auth_steps (key, name, sort_order) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
      [step.key, step.name, (index + 1) * 10],
    );
  }
  await seedMapStates(tx);
}

/**
 * The forms' Hindi (decision 0044), for a new database and once for one seeded before it: written
 * where the English is still the seed's and no Hindi is there yet, so a field staff renamed or
 * translated keeps what staff wrote (a renamed field shows its English until staff write its Hindi).
 */
export async function seedOnboardingHindi(tx: Queryable): Promise<void> {
  for (const field of seedFormFields) {
    await tx.query(
      `UPDATE form_fields SET title_hi = $3
       WHERE form = $1 AND payload_name = $2 AND title = $4 AND title_hi IS NULL`,
      [field.form, field.payloadName, field.titleHi, field.title],
    );
    if (field.placeholderHi !== undefined)
      await tx.query(
        `UPDATE form_fields SET placeholder_hi = $3
         WHERE form = $1 AND payload_name = $2 AND placeholder = $4 AND placeholder_hi IS NULL`,
        [field.form, field.payloadName, field.placeholderHi, field.placeholder],
      );
    for (const [value, label, labelHi] of field.options ?? []) {
      await tx.query(
        `UPDATE form_field_options o SET dict_label_hi = $4
         FROM form_fields f
         WHERE o.field_id = f.id AND f.form = $1 AND f.payload_name = $2 AND o.dict_value = $3
           AND o.dict_label = $5 AND o.dict_label_hi IS NULL`,
        [field.form, field.payloadName, value, labelHi, label],
      );
    }
  }
}
