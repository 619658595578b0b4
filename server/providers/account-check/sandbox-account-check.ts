import type {
  AccountCheckOutcome,
  AccountCheckProvider,
  AccountCheckRequest,
} from './account-check-provider.ts';

/**
 * The sandbox bank's answers, by the account number's first digits, so every answer a real bank
 * gives can be walked through offline (the sandbox payouts use 000, 111 and 222 the same way):
 * - "333": no such account;
 * - "444": an account in another person's name;
 * - "555": the bank answers a minute after it was asked (the dev clock can be moved past it);
 * - "666": the bank's systems are down: the check fails and nothing is known;
 * - any other number: the account exists in the name the borrower's KYC gave.
 */
const NO_SUCH_ACCOUNT = '333';
const SOMEONE_ELSES = '444';
const SLOW_BANK = '555';
const BANK_DOWN = '666';
export const SANDBOX_SLOW_CHECK_MS = 60_000;
/** Whose the "444" accounts are. */
export const SANDBOX_OTHER_HOLDER = 'RAVI SHANKAR PILLAI';

/** What a check is about, kept in its id: the sandbox bank has no ledger of its own. */
interface SandboxCheck {
  accountNo: string;
  holderName: string;
  askedAt: number;
}

const PREFIX = 'sandbox_fav_';

function refOf(check: SandboxCheck): string {
  return PREFIX + Buffer.from(JSON.stringify(check)).toString('base64url');
}

function checkOf(providerRef: string): SandboxCheck {
  const parsed: unknown = providerRef.startsWith(PREFIX)
    ? JSON.parse(Buffer.from(providerRef.slice(PREFIX.length), 'base64url').toString('utf8'))
    : undefined;
  const check = parsed as Partial<SandboxCheck> | undefined;
  if (
    typeof check?.accountNo !== 'string' ||
    typeof check.holderName !== 'string' ||
    typeof check.askedAt !== 'number'
  )
    throw new Error(`The sandbox bank has no check ${providerRef.slice(0, 80)}`);
  return check as SandboxCheck;
}

function answer(check: SandboxCheck, now: Date): AccountCheckOutcome {
  const providerRef = refOf(check);
  const { accountNo } = check;
  if (accountNo.startsWith(SLOW_BANK) && now.getTime() < check.askedAt + SANDBOX_SLOW_CHECK_MS)
    return { status: 'in-progress', providerRef };
  if (accountNo.startsWith(NO_SUCH_ACCOUNT))
    return { status: 'invalid', providerRef, reason: 'The beneficiary bank has no such account' };
  if (accountNo.startsWith(BANK_DOWN))
    return { status: 'failed', providerRef, reason: 'The beneficiary bank did not answer' };
  const registeredName = accountNo.startsWith(SOMEONE_ELSES) ? SANDBOX_OTHER_HOLDER : check.holderName;
  return { status: 'active', providerRef, registeredName: registeredName.toUpperCase() };
}

/** The offline bank: the same answer for the same account every time, and no fee. */
export function sandboxAccountCheck(): AccountCheckProvider {
  return {
    async check(request: AccountCheckRequest, now: Date) {
      const check = { accountNo: request.accountNo, holderName: request.holderName, askedAt: now.getTime() };
      return answer(check, now);
    },
    async checkStatus(providerRef: string, now: Date) {
      return answer(checkOf(providerRef), now);
    },
  };
}
