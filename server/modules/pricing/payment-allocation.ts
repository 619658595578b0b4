/** The parts of what an order owes, in the order a payment pays them (DOMAIN.md). */
export const ALLOCATION_ORDER = ['extensionFee', 'penal', 'fees', 'interest', 'principal'] as const;

export type DueComponent = (typeof ALLOCATION_ORDER)[number];

/** Paise owed (or paid) per component. */
export type Dues = Record<DueComponent, number>;

export interface Allocation {
  applied: Dues;
  /** Paid beyond everything owed. */
  excess: number;
}

export function totalOf(dues: Dues): number {
  return ALLOCATION_ORDER.reduce((sum, part) => sum + dues[part], 0);
}

/**
 * Splits a payment over what is owed: extension fee first, then penal charges, fees, interest
 * and principal last; anything left over is excess.
 */
export function allocatePayment(amountPaise: number, dues: Dues): Allocation {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`A payment must be a whole number of paise (got ${amountPaise})`);
  let left = amountPaise;
  const applied = { extensionFee: 0, penal: 0, fees: 0, interest: 0, principal: 0 };
  for (const part of ALLOCATION_ORDER) {
    const take = Math.min(left, Math.max(dues[part], 0));
    applied[part] = take;
    left -= take;
  }
  return { applied, excess: left };
}
