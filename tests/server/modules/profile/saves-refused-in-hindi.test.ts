// A save of the basic form or the contacts sent in Hindi is refused in Hindi, around the titles
// the form showed (decisions 0043, 0044); the same save in English as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { istDateYearsAgo, validBasic, type FieldErrorsData } from './profile-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inHindi = (token: string) => ({ token, headers: { 'x-locale': 'hi' } });

describe('saves refused in Hindi', () => {
  it('says what to correct on the basic form in Hindi, with the fields named as the form named them', async () => {
    const me = await signIn(t.app);
    const body = {
      ...(await validBasic(t.app)),
      birthDate: istDateYearsAgo(17),
      address: '',
      pincode: '0560',
    };
    const answer = await apiPost(t.app, '/auth/v1/base-info', body, inHindi(me.token));
    expect(answer.body.code).toBe(4051);
    const errors = (answer.body.data as FieldErrorsData).errorColumn;
    expect(errors).toEqual([
      { column: 'birthDate', msg: 'आवेदन करने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।' },
      { column: 'address', msg: 'कृपया पता डालें।' },
      { column: 'pincode', msg: 'PIN कोड ठीक 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।' },
    ]);
    expect(answer.body.msg).toBe(
      `कृपया ये जानकारी ठीक करें: ${errors.map((error, i) => `${i + 1}. ${error.msg}`).join(' ')}`,
    );
    expect(
      await countRows(t.db, 'profile_sections', 'user_id = (SELECT id FROM users WHERE phone = $1)', [
        me.phone,
      ]),
    ).toBe(0);

    const english = await apiPost(t.app, '/auth/v1/base-info', body, { token: me.token });
    expect((english.body.data as FieldErrorsData).errorColumn.map((error) => error.msg)).toEqual([
      'You must be 18 years or older to apply.',
      'Please enter address.',
      'PIN code must be exactly 6 digits and cannot start with 0.',
    ]);
  });

  it("refuses the borrower's own number and a number given twice in Hindi", async () => {
    const me = await signIn(t.app);
    const contacts = {
      oneName: 'ramesh kumar',
      oneMobile: me.phone.slice(2),
      oneRelation: 'Father',
      twoName: "d'souza",
      twoMobile: '8765432109',
      twoRelation: 'sisters',
      thirdName: 'k. priya',
      thirdMobile: '8765432109',
      thirdRelation: 'Cousins',
    };
    const answer = await apiPost(t.app, '/auth/v1/contacts', contacts, inHindi(me.token));
    expect((answer.body.data as FieldErrorsData).errorColumn).toEqual([
      { column: 'oneMobile', msg: 'पहले संपर्क का मोबाइल नंबर आपका अपना नंबर है। कृपया किसी और का नंबर डालें।' },
      {
        column: 'thirdMobile',
        msg: 'तीसरे संपर्क का मोबाइल नंबर दूसरे संपर्क के नंबर जैसा ही है। कृपया तीन अलग-अलग नंबर डालें।',
      },
      { column: 'thirdRelation', msg: 'कृपया सूची में से तीसरे संपर्क से अपना रिश्ता चुनें।' },
    ]);
    expect(
      await countRows(t.db, 'emergency_contacts', 'user_id = (SELECT id FROM users WHERE phone = $1)', [
        me.phone,
      ]),
    ).toBe(0);
  });
});
