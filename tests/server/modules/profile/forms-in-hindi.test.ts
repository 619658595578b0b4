// The basic and work forms in Hindi (decision 0044): titles, placeholders and choices as staff
// wrote them in Hindi for x-locale: hi, the English where they wrote none; the Hindi seeded once
// into a database seeded before, where the English is still the seed's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../server/db/seed.ts';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Field {
  key: string;
  value: string;
  label: string;
  dictionaryVoList: { dictLabel: string; dictValue: string }[];
}

async function basicFields(locale?: string): Promise<Map<string, Field>> {
  const me = await signIn(t.app);
  const { body } = await apiGet<{ list: Field[] }>(t.app, '/auth/v1/auth-page-info?type=baseInfo', {
    token: me.token,
    ...(locale ? { headers: { 'x-locale': locale } } : {}),
  });
  expect(body.code).toBe(0);
  return new Map(body.data.list.map((field) => [field.value, field]));
}

describe('the basic and work forms in Hindi', () => {
  it('serves the titles, placeholders and choices in Hindi, the values sent unchanged', async () => {
    const fields = await basicFields('hi');
    expect(fields.get('gender')).toMatchObject({
      key: 'लिंग',
      label: 'अपना लिंग चुनें',
      dictionaryVoList: [
        { dictLabel: 'पुरुष', dictValue: '1' },
        { dictLabel: 'महिला', dictValue: '2' },
        { dictLabel: 'अन्य', dictValue: '3' },
      ],
    });
    expect(fields.get('pincode')).toMatchObject({ key: 'PIN कोड', label: '6 अंकों का PIN कोड' });
    // No Hindi written for the e-mail's example address: the English shows.
    expect(fields.get('email')).toMatchObject({ key: 'ई-मेल', label: 'name@example.com' });

    const me = await signIn(t.app);
    const work = await apiGet<{ cannotHidden: Field[]; canHidden: Field[] }>(
      t.app,
      '/auth/v2/auth-page-info?type=workInfo',
      { token: me.token, headers: { 'x-locale': 'hi-IN' } },
    );
    expect(work.body.data.cannotHidden.map((field) => field.key)).toEqual(['काम की स्थिति', 'मासिक आय (₹)']);
    expect(work.body.data.canHidden.find((field) => field.value === 'companyName')).toMatchObject({
      key: 'कंपनी का नाम',
      label: 'जहाँ आप काम करते हैं',
    });
  });

  it('serves the English without the header, or for another language', async () => {
    for (const locale of [undefined, 'en', 'ta']) {
      const fields = await basicFields(locale);
      expect(fields.get('gender')).toMatchObject({
        key: 'Gender',
        label: 'Select your gender',
        dictionaryVoList: [
          { dictLabel: 'Male', dictValue: '1' },
          { dictLabel: 'Female', dictValue: '2' },
          { dictLabel: 'Other', dictValue: '3' },
        ],
      });
    }
  });

  it("shows a field's English in Hindi where staff wrote no Hindi, or an empty one", async () => {
    await t.db.query(`UPDATE form_fields SET title_hi = NULL WHERE payload_name = 'address'`);
    await t.db.query(`UPDATE form_fields SET placeholder_hi = '  ' WHERE payload_name = 'address'`);
    await t.db.query(
      `UPDATE form_field_options SET dict_label_hi = NULL
       WHERE dict_value = '3' AND field_id = (SELECT id FROM form_fields WHERE payload_name = 'gender')`,
    );
    const fields = await basicFields('hi');
    expect(fields.get('address')).toMatchObject({ key: 'Address', label: 'House no., street, area' });
    expect(fields.get('gender')?.dictionaryVoList.map((o) => o.dictLabel)).toEqual(['पुरुष', 'महिला', 'Other']);
  });

  it('seeds the Hindi once into a database seeded before it, keeping what staff changed', async () => {
    // A database from before: no Hindi; staff had renamed one field and written one Hindi title.
    await t.db.query(`UPDATE form_fields SET title_hi = NULL, placeholder_hi = NULL`);
    await t.db.query(`UPDATE form_field_options SET dict_label_hi = NULL`);
    await t.db.query(`UPDATE form_fields SET title = 'Employer' WHERE payload_name = 'companyName'`);
    await t.db.query(
      `UPDATE form_fields SET title_hi = 'लिंग (जैसा दस्तावेज़ में है)' WHERE payload_name = 'gender'`,
    );
    await t.db.query(`DELETE FROM seed_runs WHERE name = 'onboarding-hindi-v1'`);

    expect(await seed(t.db)).toEqual(['onboarding-hindi-v1']);
    const rows = await t.db.query<{
      payload_name: string;
      title_hi: string | null;
      placeholder_hi: string | null;
    }>(
      `SELECT payload_name, title_hi, placeholder_hi FROM form_fields
       WHERE payload_name IN ('companyName', 'gender', 'designation') ORDER BY payload_name`,
    );
    expect(rows.rows).toEqual([
      // Renamed: its seeded Hindi would name another thing; the placeholder is still the seed's.
      { payload_name: 'companyName', title_hi: null, placeholder_hi: 'जहाँ आप काम करते हैं' },
      { payload_name: 'designation', title_hi: 'पद', placeholder_hi: 'आपका पद' },
      { payload_name: 'gender', title_hi: 'लिंग (जैसा दस्तावेज़ में है)', placeholder_hi: 'अपना लिंग चुनें' },
    ]);
    expect((await basicFields('hi')).get('maritalStatus')?.dictionaryVoList[0]?.dictLabel).toBe('अविवाहित');
    // Once: a later start leaves the forms as they are.
    expect(await seed(t.db)).toEqual([]);
  });
});
