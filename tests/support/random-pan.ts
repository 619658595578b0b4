// Made-up personal PANs for tests that send the number itself (not a card photo to be read): a PAN
// is one account's (decision 0085), so each borrower takes its own.

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

/** A random personal PAN: 3 letters, P, a letter, 4 digits, a letter. */
export function randomPan(): string {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}
