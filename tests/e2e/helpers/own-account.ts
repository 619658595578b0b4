/**
 * A 12-digit bank account number no other borrower of the run has added, ending in `last4`: one
 * account is one borrower's (decision 0086), and the screens show only the last four digits, so
 * pictures of them stay the same.
 */
export function ownAccountNo(last4 = '4567'): string {
  const middle = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `50${middle}${last4}`;
}
