// The API's refusals in the language the client asks for with x-locale (decision 0043): the
// catalogue's Hindi text with its values (waits, tries, states) in Hindi; English otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../helpers/api.ts';
import { countRows } from '../helpers/db-rows.ts';
import { codeFromOutbox, ipFor, newPhone, requestCode } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyOk, productId, readyBorrower } from '../modules/orders/order-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hindi = { headers: { 'x-locale': 'hi' } };
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('messages in Hindi', () => {
  it('says a refused resend in Hindi, the wait in Hindi words, and in English without the header', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const ip = ipFor(phone);
    const inHindi = await apiGet(t.app, `/sms/v1/sendCode?phone=${phone}`, { ...hindi, ip });
    expect(inHindi.body.code).toBe(2001);
    expect(inHindi.body.msg).toMatch(/^नया कोड माँगने से पहले कृपया (\d+) सेकंड रुकें।$/);
    const inEnglish = await apiGet(t.app, `/sms/v1/sendCode?phone=${phone}`, { ip });
    expect(inEnglish.body.msg).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    // Refused either way: one code sent.
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(1);
  });

  it('counts wrong codes down in Hindi for a tag such as hi-IN', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await codeFromOutbox(t.app, phone);
    const answers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { body } = await apiPost(
        t.app,
        '/user/v1/login',
        { phone, code: wrongCode(code) },
        { headers: { 'x-locale': 'hi-IN' }, ip: ipFor(phone) },
      );
      answers.push(body.msg);
    }
    expect(answers).toEqual([
      'कोड ग़लत है। अब आप 4 प्रयास और कर सकते हैं।',
      'कोड ग़लत है। अब आप 3 प्रयास और कर सकते हैं।',
    ]);
  });

  it("names an order's state in Hindi as the order screens do", async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, {
      productId: await productId(t.db, 'rupee-flex'),
      borrowAmount: 1000,
    });
    const { body } = await apiPost(
      t.app,
      '/order/v1/loan',
      { orderId: order.orderId },
      { token: me.token, ...hindi },
    );
    expect(body).toEqual({
      code: 5012,
      msg: 'आपका आवेदन स्वीकृत होने के बाद ही पैसे भेजे जा सकते हैं (इस ऑर्डर की स्थिति: जाँच में)।',
      data: null,
    });
  });

  it('answers transport refusals in Hindi with their own status', async () => {
    const malformed = await apiPost(t.app, '/user/v1/login', '{"phone":', hindi);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      code: 1002,
      msg: 'अनुरोध पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
      data: null,
    });
    const missing = await apiGet(t.app, '/nothing/v1/here', hindi);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('यह पता मौजूद नहीं है।');
  });

  it('answers in English for a language it does not have, or a header that is not a language', async () => {
    for (const locale of ['fr', 'xx-hi', '', 'hi'.repeat(200)]) {
      const { body } = await apiGet(t.app, '/nothing/v1/here', { headers: { 'x-locale': locale } });
      expect(body.msg).toBe('This address does not exist.');
    }
  });
});
