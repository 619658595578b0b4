import { describe, expect, it } from 'vitest';
import type { AccountCheckRequest } from '../../../../server/providers/account-check/account-check-provider.ts';
import {
  outcomeOfValidation,
  RAZORPAYX_API_URL,
  razorpayXAccountCheck,
} from '../../../../server/providers/account-check/razorpayx-account-check.ts';
import type { RecordedCall } from '../../helpers/recording-fetch.ts';

const now = new Date('2026-03-01T10:00:00Z');
const lenderAccount = '7878780080316316';

interface Answer {
  status: number;
  body: string;
}

/**
 * RazorpayX as the network shows it, answering each call with the next answer in turn (the shared
 * recordingFetch gives one answer to every call; a check takes several). Running out is a test bug.
 */
function sequenceFetch(answers: readonly Answer[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers[calls.length - 1];
    if (answer === undefined) throw new Error(`no answer prepared for call ${calls.length}: ${String(url)}`);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** The provider over prepared answers, with every call and every pause kept. */
function bank(answers: readonly Answer[]) {
  const { fetch, calls } = sequenceFetch(answers);
  const sleeps: number[] = [];
  const provider = razorpayXAccountCheck({
    keyId: 'rzp_test_key',
    keySecret: 'rzp_test_secret',
    accountNumber: lenderAccount,
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { provider, calls, sleeps };
}

const ok = (body: unknown): Answer => ({ status: 200, body: JSON.stringify(body) });
const contact = ok({ id: 'cont_00000000000001', entity: 'contact' });
const fundAccount = ok({ id: 'fa_00000000000001', entity: 'fund_account' });

const validation = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'fav_00000000000001',
    entity: 'fund_account.validation',
    status,
    results: { account_status: null, registered_name: null },
    ...extra,
  });
const activeValidation = validation('completed', {
  results: { account_status: 'active', registered_name: 'RAVI KUMAR' },
});
const answered = (body: string): Answer => ({ status: 200, body });

const request: AccountCheckRequest = {
  ifsc: 'SBIN0001234',
  accountNo: '123456789012',
  holderName: '  Ravi Kumar ',
  borrowerRef: 'borrower-42',
};

const validationUrl = `${RAZORPAYX_API_URL}/fund_accounts/validations/fav_00000000000001`;

describe('RazorpayX account check: starting a check', () => {
  it('POSTs the contact, the fund account and the validation, with Basic auth and exact bodies', async () => {
    const { provider, calls } = bank([contact, fundAccount, answered(activeValidation)]);
    await provider.check(request, now);

    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', `${RAZORPAYX_API_URL}/contacts`],
      ['POST', `${RAZORPAYX_API_URL}/fund_accounts`],
      ['POST', `${RAZORPAYX_API_URL}/fund_accounts/validations`],
    ]);
    for (const call of calls) {
      const headers = call.init.headers as Record<string, string>;
      expect(headers.authorization).toBe(
        `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`,
      );
      expect(headers['content-type']).toBe('application/json');
      expect(call.init.signal).toBeInstanceOf(AbortSignal);
    }
    const bodies = calls.map((call) => JSON.parse(call.init.body as string) as unknown);
    expect(bodies).toEqual([
      { name: 'Ravi Kumar', type: 'customer', reference_id: 'borrower-42' },
      {
        contact_id: 'cont_00000000000001',
        account_type: 'bank_account',
        bank_account: { name: 'Ravi Kumar', ifsc: 'SBIN0001234', account_number: '123456789012' },
      },
      {
        account_number: lenderAccount,
        fund_account: { id: 'fa_00000000000001' },
        amount: 100,
        currency: 'INR',
        notes: { borrower: 'borrower-42' },
      },
    ]);
  });

  it('names the contact and the account after the borrower ref when KYC gave no name', async () => {
    const { provider, calls } = bank([contact, fundAccount, answered(activeValidation)]);
    await provider.check({ ...request, holderName: '  ' }, now);
    const [contactBody, fundAccountBody] = calls.map(
      (call) => JSON.parse(call.init.body as string) as Record<string, unknown>,
    );
    expect(contactBody?.name).toBe('Borrower borrower-42');
    expect(fundAccountBody?.bank_account).toMatchObject({ name: 'Borrower borrower-42' });
  });

  it('cuts a long name to 50 characters for the contact and 120 for the bank account', async () => {
    const { provider, calls } = bank([contact, fundAccount, answered(activeValidation)]);
    await provider.check({ ...request, holderName: 'A'.repeat(200) }, now);
    const [contactBody, fundAccountBody] = calls.map(
      (call) => JSON.parse(call.init.body as string) as Record<string, unknown>,
    );
    expect(contactBody?.name).toBe('A'.repeat(50));
    expect(fundAccountBody?.bank_account).toMatchObject({ name: 'A'.repeat(120) });
  });

  it('returns a check completed at once as active, without looking again or pausing', async () => {
    const { provider, calls, sleeps } = bank([contact, fundAccount, answered(activeValidation)]);
    expect(await provider.check(request, now)).toEqual({
      status: 'active',
      providerRef: 'fav_00000000000001',
      registeredName: 'RAVI KUMAR',
    });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });

  it('looks again after each pause while the check is created, until it completes', async () => {
    const { provider, calls, sleeps } = bank([
      contact,
      fundAccount,
      answered(validation('created')),
      answered(validation('created')),
      answered(activeValidation),
    ]);
    expect(await provider.check(request, now)).toEqual({
      status: 'active',
      providerRef: 'fav_00000000000001',
      registeredName: 'RAVI KUMAR',
    });
    expect(sleeps).toEqual([1_000, 2_000]);
    expect(calls.slice(3).map((call) => [call.init.method, call.url])).toEqual([
      ['GET', validationUrl],
      ['GET', validationUrl],
    ]);
  });

  it('hands back a check still created after every look as in progress, by its id', async () => {
    const { provider, calls, sleeps } = bank([
      contact,
      fundAccount,
      answered(validation('created')),
      answered(validation('created')),
      answered(validation('created')),
      answered(validation('created')),
    ]);
    expect(await provider.check(request, now)).toEqual({
      status: 'in-progress',
      providerRef: 'fav_00000000000001',
    });
    expect(sleeps).toEqual([1_000, 2_000, 3_000]);
    expect(calls).toHaveLength(6);
  });

  it('reads a completed check of an account the bank does not know as invalid', async () => {
    const body = validation('completed', {
      results: { account_status: 'invalid', registered_name: null },
      status_details: { description: 'Beneficiary account does not exist' },
    });
    const { provider } = bank([contact, fundAccount, answered(body)]);
    expect(await provider.check(request, now)).toEqual({
      status: 'invalid',
      providerRef: 'fav_00000000000001',
      reason: 'Beneficiary account does not exist',
    });
  });

  it('reads a failed check as failed, with our words when RazorpayX gives none', async () => {
    const { provider } = bank([contact, fundAccount, answered(validation('failed'))]);
    expect(await provider.check(request, now)).toEqual({
      status: 'failed',
      providerRef: 'fav_00000000000001',
      reason: 'the bank could not check the account',
    });
  });

  it('takes a 400 on the fund account as invalid, and pays for no validation', async () => {
    const { provider, calls } = bank([
      contact,
      {
        status: 400,
        body: JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid IFSC Code' } }),
      },
      answered(activeValidation),
    ]);
    expect(await provider.check(request, now)).toEqual({
      status: 'invalid',
      providerRef: 'HTTP 400',
      reason: 'RazorpayX refused the account: Invalid IFSC Code',
    });
    expect(calls).toHaveLength(2);
  });

  it('takes a 400 on the validation as invalid too', async () => {
    const { provider } = bank([
      contact,
      fundAccount,
      { status: 400, body: JSON.stringify({ error: { description: 'Invalid account number' } }) },
    ]);
    expect(await provider.check(request, now)).toEqual({
      status: 'invalid',
      providerRef: 'HTTP 400',
      reason: 'RazorpayX refused the account: Invalid account number',
    });
  });

  it('throws on a 400 on the contact: our request is wrong, not the account', async () => {
    const { provider, calls } = bank([
      { status: 400, body: JSON.stringify({ error: { description: 'The name field is required.' } }) },
    ]);
    await expect(provider.check(request, now)).rejects.toThrow('RazorpayX answered HTTP 400');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['the contact', [{ status: 500, body: 'Internal error' }]],
    ['the fund account', [contact, { status: 500, body: 'Internal error' }]],
    ['the validation', [contact, fundAccount, { status: 500, body: 'Internal error' }]],
  ])('throws on a 500 on %s', async (_which, answers) => {
    const { provider } = bank(answers);
    await expect(provider.check(request, now)).rejects.toThrow('RazorpayX answered HTTP 500: Internal error');
  });

  it('hands back a check whose look fails as in progress: it exists and is paid for', async () => {
    const { provider, calls, sleeps } = bank([
      contact,
      fundAccount,
      answered(validation('created')),
      { status: 500, body: 'Internal error' },
    ]);
    expect(await provider.check(request, now)).toEqual({
      status: 'in-progress',
      providerRef: 'fav_00000000000001',
    });
    expect(sleeps).toEqual([1_000]);
    expect(calls).toHaveLength(4);
  });

  it.each([
    ['the contact', [answered('<html>oops</html>')], 'not JSON'],
    ['the validation', [contact, fundAccount, answered('<html>oops</html>')], 'not JSON'],
    ['the contact id', [ok({ entity: 'contact' })], 'no contact id'],
    ['the status', [contact, fundAccount, answered(validation('on_hold'))], 'unknown status "on_hold"'],
  ])('throws on an unreadable answer for %s', async (_which, answers, message) => {
    const { provider } = bank(answers);
    await expect(provider.check(request, now)).rejects.toThrow(message);
  });
});

describe('RazorpayX account check: a check in progress', () => {
  it('is asked again with one GET by its id, without pausing', async () => {
    const { provider, calls, sleeps } = bank([answered(activeValidation)]);
    expect(await provider.checkStatus('fav_00000000000001', now)).toEqual({
      status: 'active',
      providerRef: 'fav_00000000000001',
      registeredName: 'RAVI KUMAR',
    });
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['GET', validationUrl, undefined],
    ]);
    expect(sleeps).toEqual([]);
  });

  it('puts the id in the URL encoded', async () => {
    const { provider, calls } = bank([answered(validation('created'))]);
    expect(await provider.checkStatus('fav/1 2', now)).toEqual({
      status: 'in-progress',
      providerRef: 'fav_00000000000001',
    });
    expect(calls[0]?.url).toBe(`${RAZORPAYX_API_URL}/fund_accounts/validations/fav%2F1%202`);
  });

  it('throws on any answer but 2xx, a 400 included (the check exists)', async () => {
    const { provider } = bank([{ status: 400, body: '{"error":{"description":"bad id"}}' }]);
    await expect(provider.checkStatus('fav_x', now)).rejects.toThrow('RazorpayX answered HTTP 400');
  });
});

describe('reading a validation entity', () => {
  it('cleans and cuts the registered name: control characters become spaces, at most 120', () => {
    const name = ` Ravi\u0007Kumar ${'x'.repeat(200)}`;
    const outcome = outcomeOfValidation(
      validation('completed', { results: { account_status: 'active', registered_name: name } }),
    );
    if (outcome.status !== 'active') throw new Error(`active expected, got ${outcome.status}`);
    expect(outcome.registeredName.startsWith('Ravi Kumar xxx')).toBe(true);
    expect(outcome.registeredName).toHaveLength(120);
  });

  it('gives an empty registered name when the bank gave none', () => {
    const outcome = outcomeOfValidation(
      validation('completed', { results: { account_status: 'active', registered_name: null } }),
    );
    expect(outcome).toEqual({ status: 'active', providerRef: 'fav_00000000000001', registeredName: '' });
  });

  it('takes the reason from results.details, cleaned and cut to 300, else our words', () => {
    const described = outcomeOfValidation(
      validation('completed', {
        results: {
          account_status: 'invalid',
          registered_name: null,
          details: `Closed\u0000${'y'.repeat(500)}`,
        },
      }),
    );
    if (described.status !== 'invalid') throw new Error(`invalid expected, got ${described.status}`);
    expect(described.reason.startsWith('Closed y')).toBe(true);
    expect(described.reason).toHaveLength(300);
    expect(
      outcomeOfValidation(validation('completed', { results: { account_status: 'invalid', details: ' ' } })),
    ).toMatchObject({ reason: 'the bank says the account does not exist or takes no money' });
  });

  it.each([
    ['{"entity":"fund_account.validation"}', 'no validation id or status'],
    [validation('completed'), 'unknown account status'],
    [validation('completed', { results: { account_status: 'dormant' } }), 'unknown account status'],
    [validation('queued'), 'unknown status "queued"'],
  ])('throws on %s, naming RazorpayX and quoting the answer', (text, message) => {
    expect(() => outcomeOfValidation(text)).toThrow(message);
    expect(() => outcomeOfValidation(text)).toThrow(`RazorpayX`);
    expect(() => outcomeOfValidation(text)).toThrow(text.slice(0, 30));
  });
});
