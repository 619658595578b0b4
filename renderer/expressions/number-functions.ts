/**
 * `$fn` arithmetic for display only (`add`, `sub`, `mul`): a total shown while the borrower picks an
 * amount. Money the borrower owes is always computed by the server (docs/decisions/0002).
 */
import { toNumber } from './to-number.ts';

/** Rounds away binary noise: 0.1 + 0.2 shows as 0.3, not 0.30000000000000004. */
const tidy = (value: number) => Math.round(value * 1e10) / 1e10;

function arithmetic(op: (a: number, b: number) => number) {
  return (a: unknown, b: unknown): number | undefined => {
    const left = toNumber(a);
    const right = toNumber(b);
    if (left === undefined || right === undefined) return undefined;
    const result = tidy(op(left, right));
    return Number.isFinite(result) ? result : undefined;
  };
}

export const add = arithmetic((a, b) => a + b);
export const sub = arithmetic((a, b) => a - b);
export const mul = arithmetic((a, b) => a * b);
