/**
 * The order states (spec §4, DOMAIN.md "Order states and transitions"), owned by the orders domain
 * so every other module names them from here rather than by number.
 */
export const OrderState = {
  Auditing: 1,
  Pass: 2,
  Denied: 3,
  Lending: 4,
  Failed: 5,
  Loaned: 6,
  Settled: 7,
  Overdued: 8,
  Extension: 11,
} as const;

export type OrderStateCode = (typeof OrderState)[keyof typeof OrderState];

/** States of an order still in progress: a borrower has at most one such order (DOMAIN.md). */
export const IN_PROGRESS_STATES: readonly OrderStateCode[] = [
  OrderState.Auditing,
  OrderState.Pass,
  OrderState.Lending,
  OrderState.Loaned,
  OrderState.Overdued,
  OrderState.Extension,
];

/** States in which the loan has been paid out and is being repaid. */
export const REPAYING_STATES: readonly OrderStateCode[] = [
  OrderState.Loaned,
  OrderState.Overdued,
  OrderState.Extension,
];

/** Orders that count as settled loans for the limit ladder (10 is "completed" on the rating page). */
export const SETTLED_STATES: readonly number[] = [OrderState.Settled, 10];

const names: Record<number, string> = {
  [OrderState.Auditing]: 'Auditing',
  [OrderState.Pass]: 'Pass',
  [OrderState.Denied]: 'Denied',
  [OrderState.Lending]: 'Lending',
  [OrderState.Failed]: 'Failed',
  [OrderState.Loaned]: 'Loaned',
  [OrderState.Settled]: 'Settled',
  [OrderState.Overdued]: 'Overdued',
  [OrderState.Extension]: 'Extension',
  10: 'Completed',
};

/** The state's name as messages and the transition log show it. */
export function stateName(state: number | null): string {
  if (state === null) return 'new';
  return names[state] ?? `state ${state}`;
}
