/**
 * The fuzz's written exceptions. Every entry says why; the test fails on an endpoint left out
 * without a reason, and on a refused call that changed a table not listed here for its endpoint.
 */

/** Endpoints the fuzz does not call, with the reason (none: every endpoint is fuzzed). */
export const notFuzzed: Readonly<Record<string, string>> = {};

/**
 * Tables a refused call of an endpoint may change: attempt counters and records that exist
 * precisely to remember a refusal. Any other table changing on a refusal is a bug.
 */
export const mayChangeOnRefusal: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'bank.bindCard': {
    bank_account_checks:
      "the bank's answer on an account is kept when it refuses the card (no such account, another " +
      "person's name, still checking): asking again reads it rather than paying for a new check, " +
      'and the checks of a day are counted from it (decision 0095); an account refused as another ' +
      "borrower's is kept there too, to count among the day's checks (decision 0086, amended)",
  },
  'payment.notify': {
    payment_events:
      'a correctly signed notification is recorded before it is judged, refusals included (unknown ' +
      'payment, amount mismatch): the gateway event id makes a redelivery a duplicate, and ' +
      'operators see what the gateway sent (server/modules/payments/notifications.ts)',
  },
};
