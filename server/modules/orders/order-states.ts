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
