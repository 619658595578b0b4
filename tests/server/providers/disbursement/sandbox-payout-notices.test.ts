import { describe, expect, it } from 'vitest';
import {
  parseSandboxPayoutNotice,
  signPayoutNotice,
  type SandboxPayoutNotice,
} from '../../../../server/providers/disbursement/sandbox-payout-notices.ts';

const secret = 'sandbox-secret-for-the-notice-tests';
const notice: SandboxPayoutNotice = {
  type: 'payout.reversed',
  payout: {
    ref: 'SBXPAY0123456789ABCDEF',
    reference: 'LN261129000001',
    amountPaise: 188_200,
    reason: 'Closed',
  },
};

function read(body: unknown, signWith = secret) {
  const signed = signPayoutNotice(signWith, body as SandboxPayoutNotice);
  return parseSandboxPayoutNotice(secret, Buffer.from(signed.body), signed.headers);
}

describe('the sandbox bank’s payout notices', () => {
  it('are read when signed with the development secret', () => {
    expect(read(notice)).toEqual({
      kind: 'event',
      event: {
        providerRef: 'SBXPAY0123456789ABCDEF',
        reference: 'LN261129000001',
        amountPaise: 188_200,
        status: 'reversed',
        reason: 'Closed',
      },
    });
    expect(read({ ...notice, type: 'payout.processed' })).toMatchObject({ event: { status: 'paid' } });
    expect(read({ ...notice, type: 'payout.failed' })).toMatchObject({ event: { status: 'refused' } });
  });

  it('say when a payout was processed, read only when it names a real moment (decision 0071)', () => {
    const processed = {
      ...notice,
      type: 'payout.processed' as const,
      payout: { ...notice.payout, reason: '' },
    };
    expect(read({ ...processed, at: '2026-11-29T18:29:00.000Z' })).toMatchObject({
      event: { status: 'paid', paidAt: new Date('2026-11-29T18:29:00.000Z') },
    });
    for (const at of [undefined, '2026-02-30T10:00:00Z', '1969-12-31T23:59:59Z', 1_764_000_000, 'yesterday'])
      expect(read({ ...processed, at })).toEqual({
        kind: 'event',
        event: expect.not.objectContaining({ paidAt: expect.anything() }),
      });
    // A refusal or a reversal is not a payment's time.
    expect(read({ ...notice, at: '2026-11-29T18:29:00.000Z' })).toEqual({
      kind: 'event',
      event: expect.not.objectContaining({ paidAt: expect.anything() }),
    });
  });

  it('are refused unsigned or signed with another secret, and ignored when they end nothing', () => {
    expect(read(notice, 'another-secret')).toEqual({ kind: 'rejected', reason: 'signature does not match' });
    const unsigned = parseSandboxPayoutNotice(secret, Buffer.from(JSON.stringify(notice)), {});
    expect(unsigned.kind).toBe('rejected');
    expect(read({ ...notice, type: 'payout.queued' })).toEqual({
      kind: 'ignored',
      reason: 'notice payout.queued',
    });
    expect(read({ ...notice, type: 'constructor' }).kind).toBe('ignored');
  });

  it.each([
    ['a ref the sandbox bank never makes', { ref: 'pout_1' }],
    ['a reference with a NUL', { reference: 'LN\u00001' }],
    ['a reason with a control character', { reason: 'closed\u0000' }],
    ['a reason over 300 characters', { reason: 'x'.repeat(301) }],
    ['an amount that is not a whole number', { amountPaise: 1.5 }],
  ])('are refused with %s', (_case, change) => {
    expect(read({ ...notice, payout: { ...notice.payout, ...change } })).toEqual({
      kind: 'rejected',
      reason: 'payout fields missing or malformed',
    });
  });
});
