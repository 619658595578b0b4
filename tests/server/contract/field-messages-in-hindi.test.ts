// What a request that does not match its endpoint's schema is told (the contract's x-message), in
// the language the client asks for (decision 0057), and the start-up check that keeps every such
// sentence translated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerFieldMessages, checkFieldMessages } from '../../../server/contract/field-messages.ts';
import { loadContract } from '../../../server/contract/load-contract.ts';
import { contractDir } from '../../../server/paths.ts';
import { apiGet, apiPost } from '../helpers/api.ts';
import { contractFolders } from '../helpers/contract-folder.ts';
import { countRows } from '../helpers/db-rows.ts';
import { ipFor, newPhone, requestCode, signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { apiUpload } from '../modules/kyc/kyc-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t.app));
});
afterAll(() => t.close());

const hindi = { 'x-locale': 'hi' };

describe("a request that does not match its endpoint's schema", () => {
  it('is told what to correct in Hindi, in English without the header, and nothing is done', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const short = { phone, code: '12' };
    const inHindi = await apiPost(t.app, '/user/v1/login', short, { headers: hindi, ip: ipFor(phone) });
    expect(inHindi.body).toEqual({ code: 1001, msg: 'कृपया SMS से मिला 4 अंकों का कोड डालें।', data: null });
    const inEnglish = await apiPost(t.app, '/user/v1/login', short, { ip: ipFor(phone) });
    expect(inEnglish.body.msg).toBe('Please enter the 4-digit code from the SMS.');
    expect(await countRows(t.db, 'sessions')).toBe(1); // the signIn of beforeAll only
  });

  it('says the same for a query value, a missing photo, a photo sent as text and a list body', async () => {
    expect((await apiGet(t.app, '/order/v1/detail?orderId=abc', { token, headers: hindi })).body.msg).toBe(
      'कृपया ऑर्डर चुनें।',
    );
    const missingPhoto = await apiUpload(t.app, '/auth/v3/living-check', {}, { token, headers: hindi });
    expect(missingPhoto.body).toEqual({
      code: 1001,
      msg: 'कृपया चेहरे की पहचान के लिए फ़ोटो अपलोड करें',
      data: null,
    });
    const photoAsText = await apiUpload(
      t.app,
      '/auth/v1/ocr-separate',
      { type: 'pan', image: 'not a file' },
      { token, headers: hindi },
    );
    expect(photoAsText.body.msg).toBe('कृपया अपलोड करने के लिए कार्ड की फ़ोटो चुनें।');
    const notAList = await apiPost(t.app, '/burying-point/v2/burying-point', {}, { headers: hindi });
    expect(notAList.body.msg).toBe('1 से 50 इवेंट की सूची भेजें।');
    expect(await countRows(t.db, 'kyc_card_reads')).toBe(0);
    expect(await countRows(t.db, 'telemetry_events')).toBe(0);
  });

  it('keeps in English what names a field only a developer sends (no x-message)', async () => {
    const { body } = await apiPost(
      t.app,
      '/user/v1/login',
      { phone: newPhone(), code: '1234', extra: 1 },
      { headers: hindi },
    );
    expect(body.msg).toBe('"extra" is not an accepted field.');
  });
});

describe('the Hindi of the contract’s sentences', () => {
  const table = (
    JSON.parse(readFileSync(path.join(contractDir, 'field-messages.hi.json'), 'utf8')) as {
      messages: Record<string, string>;
    }
  ).messages;
  const copy = (locale: string) =>
    JSON.parse(readFileSync(path.resolve(contractDir, `../copy/${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;

  it('is the screens’ Hindi where a screen says the same sentence', () => {
    const en = copy('en');
    const hi = copy('hi');
    const shared = Object.keys(en).filter((key) => en[key]! in table);
    expect(shared.length).toBeGreaterThan(10);
    for (const key of shared) expect([key, table[en[key]!]]).toEqual([key, hi[key]]);
  });

  it('covers every sentence of the borrower endpoints and nothing else', () => {
    const said = borrowerFieldMessages(loadContract().values());
    expect(new Set(Object.keys(table))).toEqual(said);
  });
});

describe('the start-up check', () => {
  const contractFolder = contractFolders();

  /** A contract folder with one endpoint whose query says `message`, and the Hindi table given. */
  function contractSaying(message: string, messages?: Record<string, string>, devOnly = false): string {
    const endpoint = {
      id: 'thing.get',
      method: 'GET',
      path: '/thing',
      auth: 'none',
      summary: 'A thing.',
      ...(devOnly ? { devOnly: true } : {}),
      query: {
        type: 'object',
        properties: { id: { type: 'integer', 'x-message': message } },
        additionalProperties: false,
      },
      response: {},
    };
    return contractFolder([endpoint], messages ? { 'field-messages.hi.json': { messages } } : {});
  }

  it('stops the server when a sentence has no Hindi, or the Hindi names a sentence no endpoint says', () => {
    expect(() => loadContract(contractSaying('Please choose a thing.'))).toThrow(
      'field-messages.hi.json lacks the Hindi of "Please choose a thing."',
    );
    expect(() =>
      loadContract(contractSaying('Please choose a thing.', { 'Please choose the thing.': 'कृपया चुनें।' })),
    ).toThrow('lacks the Hindi of "Please choose a thing."');
    expect(() =>
      loadContract(
        contractSaying('Please choose a thing.', { 'Please choose a thing.': 'कृपया चुनें।', Old: 'पुराना' }),
      ),
    ).toThrow('field-messages.hi.json: no endpoint says "Old"');
    expect(() =>
      loadContract(contractSaying('Please choose a thing.', { 'Please choose a thing.': ' ' })),
    ).toThrow('"Please choose a thing." is not a text');
  });

  it('asks no Hindi of the development surface', () => {
    expect(() => loadContract(contractSaying('id must be a number.', undefined, true))).not.toThrow();
    expect(() => checkFieldMessages(new Set(), new Map())).not.toThrow();
  });
});
