/**
 * Exact integer division rounded half up (DOMAIN.md: round once per component, never on
 * intermediate values). BigInt keeps products like principal x rate x days exact.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  if (numerator < 0n || denominator <= 0n)
    throw new RangeError(`Cannot round ${numerator} / ${denominator}: only non-negative amounts`);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A whole number of paise (or basis points) as a BigInt, refusing anything else. */
export function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative whole number (got ${value})`);
  return BigInt(value);
}
