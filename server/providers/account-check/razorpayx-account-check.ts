import { setTimeout as delay } from 'node:timers/promises';
import { isRecord, parseJsonAnswer } from '../json-answer.ts';
import { errorDescription, keptText } from '../razorpayx-text.ts';
import type {
  AccountCheckOutcome,
  AccountCheckProvider,
  AccountCheckRequest,
} from './account-check-provider.ts';

export const RAZORPAYX_API_URL = 'https://api.razorpay.com/v1';

export interface RazorpayXAccountCheckOptions {
  keyId: string;
  keySecret: string;
  /** The lender's RazorpayX business account the ₹1 leaves from (not the borrower's). */
  accountNumber: string;
  timeoutMs?: number;
  /** The network call (tests hand in their own; nothing else ever does). */
  fetch?: typeof fetch;
  /** Pauses before each look at a check still `created`; as many looks as pauses. */
  waitsMs?: readonly number[];
  /** How a pause is waited (tests hand in one that resolves at once). */
  sleep?: (ms: number) => Promise<void>;
}

/** Most checks finish within a few seconds: six in all is worth holding the borrower's screen for. */
const DEFAULT_WAITS_MS: readonly number[] = [1_000, 2_000, 3_000];

/** RazorpayX refuses a contact or bank account without a name; the borrower's ref stands in. */
function nameFor(request: AccountCheckRequest, max: number): string {
  const name = request.holderName.trim();
  return (name === '' ? `Borrower ${request.borrowerRef}` : name).slice(0, max);
}

/** POST /v1/contacts: the borrower, found again by their ref (the same one their payouts use). */
export function contactRequest(request: AccountCheckRequest): Record<string, unknown> {
  return { name: nameFor(request, 50), type: 'customer', reference_id: request.borrowerRef };
}

/** POST /v1/fund_accounts: the account to check, under the borrower's contact. */
export function fundAccountRequest(request: AccountCheckRequest, contactId: string): Record<string, unknown> {
  return {
    contact_id: contactId,
    account_type: 'bank_account',
    bank_account: { name: nameFor(request, 120), ifsc: request.ifsc, account_number: request.accountNo },
  };
}

/** POST /v1/fund_accounts/validations: ₹1 (100 paise) from the lender's account, the fee per call. */
export function validationRequest(
  fundAccountId: string,
  accountNumber: string,
  borrowerRef: string,
): Record<string, unknown> {
  return {
    account_number: accountNumber,
    fund_account: { id: fundAccountId },
    amount: 100,
    currency: 'INR',
    notes: { borrower: borrowerRef },
  };
}

/** RazorpayX's words on why a check ended as it did, else ours; kept in the database. */
function reasonOf(
  validation: Record<string, unknown>,
  results: Record<string, unknown>,
  fallback: string,
): string {
  const details = isRecord(validation.status_details) ? validation.status_details : {};
  const said = [details.description, results.details].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return keptText(said ?? fallback);
}

/** The name the beneficiary bank holds, as the borrower's card may show it ('' when none). */
function registeredNameOf(results: Record<string, unknown>): string {
  const name = results.registered_name;
  return typeof name === 'string' ? keptText(name).trim().slice(0, 120) : '';
}

/** A completed check: the bank's answer on the account itself. */
function outcomeOfCompleted(
  id: string,
  validation: Record<string, unknown>,
  text: string,
): AccountCheckOutcome {
  const results = isRecord(validation.results) ? validation.results : {};
  if (results.account_status === 'active')
    return { status: 'active', providerRef: id, registeredName: registeredNameOf(results) };
  if (results.account_status === 'invalid') {
    const reason = reasonOf(
      validation,
      results,
      'the bank says the account does not exist or takes no money',
    );
    return { status: 'invalid', providerRef: id, reason };
  }
  // Completed but neither active nor invalid: thrown (and seen in the error) rather than guessed.
  throw new Error(
    `RazorpayX answered validation ${id} with an unknown account status: ${text.slice(0, 300)}`,
  );
}

/** A fund account validation entity as RazorpayX answers it, read into the provider's outcome. */
export function outcomeOfValidation(text: string): AccountCheckOutcome {
  const validation = parseJsonAnswer(text, 'RazorpayX');
  if (!isRecord(validation) || typeof validation.id !== 'string' || typeof validation.status !== 'string')
    throw new Error(`RazorpayX's answer has no validation id or status: ${text.slice(0, 300)}`);
  const { id, status } = validation;
  if (status === 'created') return { status: 'in-progress', providerRef: id };
  if (status === 'completed') return outcomeOfCompleted(id, validation, text);
  if (status === 'failed') {
    const results = isRecord(validation.results) ? validation.results : {};
    return {
      status: 'failed',
      providerRef: id,
      reason: reasonOf(validation, results, 'the bank could not check the account'),
    };
  }
  // A status this code does not know: thrown rather than guessed, so nothing is saved on it.
  throw new Error(
    `RazorpayX answered validation ${id} with an unknown status "${status}": ${text.slice(0, 300)}`,
  );
}

/** The `id` of a contact or fund account RazorpayX created. */
function idOf(text: string, what: string): string {
  const entity = parseJsonAnswer(text, 'RazorpayX');
  if (!isRecord(entity) || typeof entity.id !== 'string' || entity.id === '')
    throw new Error(`RazorpayX's answer has no ${what} id: ${text.slice(0, 300)}`);
  return entity.id;
}

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

function throwUnlessOk(answer: Answer): void {
  if (!answer.ok) throw new Error(`RazorpayX answered HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/** 400 on a fund account or its check: an IFSC or account RazorpayX will never accept. */
function refusal(answer: Answer): AccountCheckOutcome {
  return {
    status: 'invalid',
    providerRef: 'HTTP 400',
    reason: `RazorpayX refused the account: ${errorDescription(answer.text)}`,
  };
}

/**
 * RazorpayX Fund Account Validation (a "penny drop"): a contact for the borrower, a fund account
 * for their bank account, then a validation of it. Most banks answer in seconds, so a check still
 * `created` is looked at again a few times before it is handed back as in progress.
 */
export function razorpayXAccountCheck(options: RazorpayXAccountCheckOptions): AccountCheckProvider {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const waitsMs = options.waitsMs ?? DEFAULT_WAITS_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization };

  async function call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<Answer> {
    const response = await doFetch(`${RAZORPAYX_API_URL}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text().catch(() => '');
    return { status: response.status, ok: response.ok, text };
  }

  async function look(validationId: string): Promise<AccountCheckOutcome> {
    const answer = await call('GET', `/fund_accounts/validations/${encodeURIComponent(validationId)}`);
    throwUnlessOk(answer);
    return outcomeOfValidation(answer.text);
  }

  /**
   * Looks again, after each pause, while the bank has not answered. The check exists (and is paid
   * for) by then: a look that fails hands it back as in progress, to be asked again by its id,
   * rather than losing it to an error and paying for another.
   */
  async function settle(first: AccountCheckOutcome): Promise<AccountCheckOutcome> {
    let outcome = first;
    for (const ms of waitsMs) {
      if (outcome.status !== 'in-progress') break;
      await sleep(ms);
      const asked: AccountCheckOutcome = outcome;
      outcome = await look(asked.providerRef).catch(() => asked);
      if (outcome === asked) break;
    }
    return outcome;
  }

  return {
    async check(request) {
      // A 400 on the contact is our request at fault, not the account: thrown like any failure.
      const contact = await call('POST', '/contacts', contactRequest(request));
      throwUnlessOk(contact);
      const fundAccount = await call(
        'POST',
        '/fund_accounts',
        fundAccountRequest(request, idOf(contact.text, 'contact')),
      );
      if (fundAccount.status === 400) return refusal(fundAccount);
      throwUnlessOk(fundAccount);
      const fundAccountId = idOf(fundAccount.text, 'fund account');
      const validation = await call(
        'POST',
        '/fund_accounts/validations',
        validationRequest(fundAccountId, options.accountNumber, request.borrowerRef),
      );
      if (validation.status === 400) return refusal(validation);
      throwUnlessOk(validation);
      return settle(outcomeOfValidation(validation.text));
    },
    async checkStatus(providerRef) {
      return look(providerRef);
    },
  };
}
