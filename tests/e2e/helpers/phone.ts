/** A random Indian mobile number (10 digits, first digit 6-9), so every test signs in a new borrower. */
export function uniquePhone(): string {
  const first = String(6 + Math.floor(Math.random() * 4));
  let rest = '';
  for (let i = 0; i < 9; i += 1) rest += String(Math.floor(Math.random() * 10));
  return first + rest;
}

/** The phone as the app sends it to /api1 (spec: "phone sent with 91 prefix"). */
export function withPrefix(phone: string): string {
  return `91${phone}`;
}
