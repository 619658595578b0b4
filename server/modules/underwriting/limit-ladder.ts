/**
 * The borrower's limit by settled loans (spec's loan table, DOMAIN.md "Underwriting"): fewer than
 * 3 -> up to ₹5,000; 3 or 4 -> up to ₹10,000; 5 or more -> up to ₹40,000. In paise.
 */
const LADDER: readonly { fromSettled: number; limitPaise: number }[] = [
  { fromSettled: 5, limitPaise: 4_000_000 },
  { fromSettled: 3, limitPaise: 1_000_000 },
  { fromSettled: 0, limitPaise: 500_000 },
];

export function limitForSettledLoans(settledLoans: number): number {
  const step = LADDER.find((rung) => settledLoans >= rung.fromSettled);
  return (step ?? (LADDER[LADDER.length - 1] as (typeof LADDER)[number])).limitPaise;
}
