/**
 * The order states (spec §4, DOMAIN.md "Order states and transitions"), owned by the orders domain
 * so every other module names them from here rather than by number.
 */
import type { Wording } from '../../contract/wording.ts';

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

const names: Record<number, Wording> = {
  [OrderState.Auditing]: { en: 'Auditing', hi: 'जाँच में' },
  [OrderState.Pass]: { en: 'Pass', hi: 'स्वीकृत' },
  [OrderState.Denied]: { en: 'Denied', hi: 'अस्वीकृत' },
  [OrderState.Lending]: { en: 'Lending', hi: 'राशि भेजी जा रही है' },
  [OrderState.Failed]: { en: 'Failed', hi: 'असफल' },
  [OrderState.Loaned]: { en: 'Loaned', hi: 'लोन जारी' },
  [OrderState.Settled]: { en: 'Settled', hi: 'चुकता' },
  [OrderState.Overdued]: { en: 'Overdued', hi: 'समय सीमा पार' },
  [OrderState.Extension]: { en: 'Extension', hi: 'अवधि विस्तार' },
  10: { en: 'Completed', hi: 'पूर्ण' },
};

/**
 * The state's name as messages and the transition log show it; in Hindi as the order screens show
 * it (schemas/copy/hi.json, "orders.*").
 */
export function stateName(state: number | null): Wording {
  if (state === null) return { en: 'new', hi: 'नया' };
  return names[state] ?? { en: `state ${state}`, hi: `स्थिति ${state}` };
}
