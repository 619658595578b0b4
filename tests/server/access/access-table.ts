/**
 * Every contract endpoint, classified: the access table (it reads or writes a borrower's data),
 * the public endpoints (each with why it holds no borrower's data), or the development surface
 * (`devOnly` in the contract, absent in production). contract-coverage.test.ts fails when an
 * endpoint is in none of them, in two, or when a name here is not in the contract any more.
 */
import type { AccessEntry } from './access-entry.ts';
import { contract } from './contract-request.ts';
import { loanEntries } from './table-loans.ts';
import { onboardingEntries } from './table-onboarding.ts';

export const accessTable: Record<string, AccessEntry> = { ...onboardingEntries, ...loanEntries };

/** Endpoints anyone may call, and why none of them gives out or changes a borrower's data. */
export const publicEndpoints: Record<string, string> = {
  'client.aboutUs': 'staff-edited page, the same for everyone (a token is read but not used)',
  'client.config': 'the support and lender contact details, the same for everyone',
  'client.faq': 'the Help Center questions, the same for everyone',
  'download.eligibility': 'product facts for the download page, before any sign-in',
  'mapState.district': 'the list of districts of a state (form choices)',
  'mapState.list': 'the list of states (form choices)',
  'payment.notify': 'the gateway calls it, authenticated by the HMAC signature of the body, not by a token',
  'payout.notify': 'the bank calls it, authenticated by the HMAC signature of the body, not by a token',
  'screens.get': 'a screen document, the same for everyone',
  'screens.list': 'the list of screens and their versions',
  'sms.sendCode': 'sends a sign-in code to the number given; limited per phone and per address',
  'system.country': 'the country settings of the app',
  'tripartite.appLogin': "a partner app's signed login: the signature proves the app vouches for the phone",
  'user.appLogin': "the lender app's signed login: the signature proves the app vouches for the phone",
  'user.login': 'signs in with the SMS code; limited per code and per address',
};

/** The development surface, read from the contract rather than listed. */
export const devOnlyEndpoints = [...contract.values()].filter((e) => e.devOnly).map((e) => e.id);
