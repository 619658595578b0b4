import { describe, expect, it } from 'vitest';
import type { PayoutRequest } from '../../../../server/providers/disbursement/disbursement-provider.ts';
import {
  idempotencyKey,
  RAZORPAYX_PAYOUTS_URL,
  razorpayXPayouts,
} from '../../../../server/providers/disbursement/razorpayx-payouts.ts';
import { recordingFetch, type RecordedCall } from '../../helpers/recording-fetch.ts';

const now = new Date('2026-03-01T10:00:00Z');
const lenderAccount = '7878780080316316';

/** RazorpayX as the network shows it: every call kept, one answer given. */
function bank(answer: { status: number; body: string }) {
  const { fetch, calls } = recordingFetch(answer);
  const provider = razorpayXPayouts({
    keyId: 'rzp_test_key',
    keySecret: 'rzp_test_secret',
    accountNumber: lenderAccount,
    fetch,
  });
  return { provider, calls };
}

const payoutEntity = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'pout_00000000000001', entity: 'payout', amount: 282_300, status, ...extra });

const request: PayoutRequest = {
  reference: 'LN2611210001',
  amountPaise: 282_300,
  ifsc: 'SBIN0001234',
  accountNo: '123456789012',
  holderName: 'Ravi Kumar',
  borrowerRef: 'borrower-42',
};

describe('RazorpayX payouts: making a payout', () => {
  it('POSTs the amount in paise to the borrower account by IMPS, keyed by the order number', async () => {
    const { provider, calls } = bank({ status: 200, body: payoutEntity('processing') });
    await provider.payout(request, now);

    expect(calls).toHaveLength(1);
    const call = calls[0] as RecordedCall;
    expect(call.url).toBe(RAZORPAYX_PAYOUTS_URL);
    expect(call.init.method).toBe('POST');
    const headers = call.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`,
    );
    expect(headers['x-payout-idempotency']).toBe('LN2611210001');
    expect(JSON.parse(call.init.body as string)).toEqual({
      account_number: lenderAccount,
      amount: 282_300,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Ravi Kumar', ifsc: 'SBIN0001234', account_number: '123456789012' },
        contact: { name: 'Ravi Kumar', type: 'customer', reference_id: 'borrower-42' },
      },
      queue_if_low_balance: true,
      reference_id: 'LN2611210001',
      narration: 'Loan LN2611210001',
    });
  });

  it.each([
    ['processed', { status: 'paid', providerRef: 'pout_00000000000001' }],
    ['processing', { status: 'in-progress', providerRef: 'pout_00000000000001' }],
    ['queued', { status: 'in-progress', providerRef: 'pout_00000000000001' }],
    ['pending', { status: 'in-progress', providerRef: 'pout_00000000000001' }],
    ['scheduled', { status: 'in-progress', providerRef: 'pout_00000000000001' }],
  ])('reads a payout %s as %o', async (status, outcome) => {
    const { provider } = bank({ status: 200, body: payoutEntity(status) });
    expect(await provider.payout(request, now)).toEqual(outcome);
  });

  it.each(['failed', 'reversed', 'rejected', 'cancelled'])(
    'reads a payout %s as refused, with the bank’s reason when it gives one',
    async (status) => {
      const described = bank({
        status: 200,
        body: payoutEntity(status, {
          status_details: {
            description: 'Beneficiary bank is not accepting payments',
            source: 'beneficiary_bank',
          },
        }),
      });
      expect(await described.provider.payout(request, now)).toEqual({
        status: 'refused',
        providerRef: 'pout_00000000000001',
        reason: 'Beneficiary bank is not accepting payments',
      });
      const bare = bank({ status: 200, body: payoutEntity(status, { status_details: null }) });
      expect(await bare.provider.payout(request, now)).toMatchObject({ reason: `the payout was ${status}` });
    },
  );

  it('keeps a reason the database can hold: control characters become spaces, at most 300 characters', async () => {
    const body = payoutEntity('failed', {
      status_details: { description: `Closed\u0000account\r\n${'x'.repeat(1_000)}` },
    });
    const outcome = await bank({ status: 200, body }).provider.payout(request, now);
    if (outcome.status !== 'refused') throw new Error(`refused expected, got ${outcome.status}`);
    expect(outcome.reason.startsWith('Closed account x')).toBe(true);
    expect(outcome.reason).toHaveLength(300);
  });

  it('takes a 400 as a refusal with RazorpayX’s description: no payout was made', async () => {
    const { provider } = bank({
      status: 400,
      body: JSON.stringify({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid IFSC Code in Bank Account' },
      }),
    });
    expect(await provider.payout(request, now)).toEqual({
      status: 'refused',
      providerRef: 'HTTP 400',
      reason: 'RazorpayX refused the payout: Invalid IFSC Code in Bank Account',
    });
  });

  it('refuses without calling RazorpayX when the borrower has no verified name to pay to', async () => {
    const { provider, calls } = bank({ status: 200, body: payoutEntity('processed') });
    expect(await provider.payout({ ...request, holderName: ' ' }, now)).toEqual({
      status: 'refused',
      providerRef: 'not sent',
      reason: 'the borrower has no verified name',
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [401, '{"error":{"description":"The api key provided is invalid"}}', 'HTTP 401'],
    [429, '{"error":{"description":"Too many requests"}}', 'HTTP 429'],
    [502, '<html>Bad gateway</html>', 'HTTP 502'],
    [200, 'not json', 'not JSON'],
    [200, '{"entity":"payout"}', 'no payout id or status'],
    [200, payoutEntity('on_hold'), 'unknown status "on_hold"'],
  ])('throws on HTTP %i %s, so the job asks again with the same key', async (status, body, message) => {
    const { provider } = bank({ status, body });
    await expect(provider.payout(request, now)).rejects.toThrow(message);
  });
});

describe('RazorpayX payouts: a payout in progress', () => {
  it('is asked again by its id with GET, and read the same way', async () => {
    const { provider, calls } = bank({ status: 200, body: payoutEntity('processed') });
    expect(await provider.payoutStatus('pout_00000000000001', now)).toEqual({
      status: 'paid',
      providerRef: 'pout_00000000000001',
    });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', `${RAZORPAYX_PAYOUTS_URL}/pout_00000000000001`],
    ]);
  });

  it('throws on any answer but 2xx, a 400 included (the payout exists)', async () => {
    const { provider } = bank({ status: 400, body: '{"error":{"description":"bad id"}}' });
    await expect(provider.payoutStatus('pout_x', now)).rejects.toThrow('HTTP 400');
  });
});

describe('the idempotency key', () => {
  it('is the order number when RazorpayX takes it, else a stable hash of it of 36 characters', () => {
    expect(idempotencyKey('LN2611210001')).toBe('LN2611210001');
    const long = idempotencyKey('x'.repeat(40));
    expect(long).toMatch(/^[0-9a-f]{36}$/);
    expect(idempotencyKey('x'.repeat(40))).toBe(long);
    expect(idempotencyKey('LN/1')).toMatch(/^[0-9a-f]{36}$/);
  });
});
