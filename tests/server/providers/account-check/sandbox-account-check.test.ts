import { describe, expect, it } from 'vitest';
import {
  SANDBOX_OTHER_HOLDER,
  SANDBOX_SLOW_CHECK_MS,
  sandboxAccountCheck,
} from '../../../../server/providers/account-check/sandbox-account-check.ts';

const now = new Date('2026-11-30T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const bank = sandboxAccountCheck();
const ask = (accountNo: string, holderName = 'Asha Verma') =>
  bank.check({ ifsc: 'SBIN0000691', accountNo, holderName, borrowerRef: 'borrower-1' }, now);

describe('the sandbox bank checking an account', () => {
  it('holds an ordinary account in the name the KYC gave, in capitals', async () => {
    expect(await ask('501234567890')).toMatchObject({ status: 'active', registeredName: 'ASHA VERMA' });
  });

  it('answers by the first digits: no such account, someone else, down', async () => {
    expect(await ask('333456789012')).toMatchObject({ status: 'invalid' });
    expect(await ask('444456789012')).toMatchObject({
      status: 'active',
      registeredName: SANDBOX_OTHER_HOLDER,
    });
    expect(await ask('666456789012')).toMatchObject({ status: 'failed' });
  });

  it('answers a "555" account a minute after it was asked, looked at by its id', async () => {
    const first = await ask('555456789012');
    expect(first.status).toBe('in-progress');
    expect(await bank.checkStatus(first.providerRef, later(SANDBOX_SLOW_CHECK_MS - 1))).toEqual(first);
    expect(await bank.checkStatus(first.providerRef, later(SANDBOX_SLOW_CHECK_MS))).toMatchObject({
      status: 'active',
      registeredName: 'ASHA VERMA',
    });
  });

  it('knows no check it did not make', async () => {
    await expect(bank.checkStatus('fav_00000000000001', now)).rejects.toThrow('has no check');
    await expect(bank.checkStatus('sandbox_fav_bm90IGpzb24', now)).rejects.toThrow();
  });
});
