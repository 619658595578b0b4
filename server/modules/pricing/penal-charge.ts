import { divideRoundHalfUp, whole } from './rounding.ts';

const BP = 10_000n;

/** The most penal charges a loan can carry: principal x the product's cap rate, rounded once. */
export function penalCapPaise(principalPaise: number, capBp: number): number {
  return divideRoundHalfUp(whole(principalPaise, 'The principal') * whole(capBp, 'The cap rate'), BP);
}

/**
 * What one overdue day adds to an order's penal basis: overdue principal (paise) x daily penal
 * rate (bp). Kept exact and summed, so the charge is rounded once (penalChargePaise).
 */
export function penalBasisOfDay(overduePrincipalPaise: number, dailyRateBp: number): number {
  const basis = whole(overduePrincipalPaise, 'The overdue principal') * whole(dailyRateBp, 'The penal rate');
  return Number(basis);
}

/**
 * The penal charge for an accumulated basis: rounded half up to the paisa once and capped. It is a
 * charge on its own: never added to the interest base, no GST on it (DOMAIN.md).
 */
export function penalChargePaise(basis: number, capPaise: number): number {
  return Math.min(divideRoundHalfUp(whole(basis, 'The penal basis'), BP), capPaise);
}
