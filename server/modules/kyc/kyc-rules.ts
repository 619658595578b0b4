/** The KYC timings and limits (DOMAIN.md "Identity and data"; spec §9: OTP resend after 60 s). */
export const kycRules = {
  /** A card number read from a photo may be submitted for this long. */
  cardReadValidMinutes: 60,
  aadhaarOtp: {
    validMinutes: 10,
    resendAfterSeconds: 60,
    maxWrongTries: 5,
    perHour: 5,
    /**
     * OTPs sent for one Aadhaar number per hour, whoever asks: a real provider texts the holder's
     * linked mobile, so several accounts must not be able to flood a stranger's phone.
     */
    perNumberPerHour: 5,
    /** After the OTP is verified, the KYC must be saved within this time. */
    verifiedValidMinutes: 30,
  },
  /** Face photos a borrower may have checked per hour (each costs a model run). */
  faceChecksPerHour: 10,
  /**
   * Card photos a borrower may have read per hour, both cards together (a real OCR provider bills
   * each read; the two cards with a few retakes need well under this).
   */
  cardPhotoReadsPerHour: 20,
} as const;

/** Hours of proofs kept after they stopped mattering, before the cleanup job deletes them. */
export const PROOF_RETENTION_HOURS = 24;

/**
 * Letters of a name for each one the reading of a card photo may have got wrong and the borrower
 * corrects (a smudged letter, a space lost), at least one: "Asha Verma" may differ by one letter,
 * a name of 16 letters by two. More is another name: Asha and Ashok differ by two (decision 0091).
 */
export const LETTERS_PER_CORRECTION = 8;

/** A name's words in capitals, without dots, apostrophes and hyphens: `Anil D'Souza` -> ANIL D SOUZA. */
function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[.'-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Letters to add, remove or change to make `a` into `b` (Levenshtein; names are at most 100). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(change, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether the name the borrower saves is the one read from their Aadhaar card: the same words in any
 * order (a surname first), whatever the case and punctuation, or the same name with a letter in
 * `LETTERS_PER_CORRECTION` corrected.
 */
export function isNameAsRead(typed: string, read: string): boolean {
  const typedWords = nameWords(typed);
  const readWords = nameWords(read);
  if ([...typedWords].sort().join(' ') === [...readWords].sort().join(' ')) return true;
  const readName = readWords.join(' ');
  const allowed = Math.max(1, Math.floor(readName.length / LETTERS_PER_CORRECTION));
  return editDistance(typedWords.join(' '), readName) <= allowed;
}

/** Whether `word` of one card is `other` of the other: the same word, or its initial. */
const sameWord = (word: string, other: string) =>
  word === other ||
  (word.length === 1 && other.startsWith(word)) ||
  (other.length === 1 && word.startsWith(other));

/** Whether each of `few` matches a different one of `many`, in any order (names have few words). */
function eachMatchesAnother(few: readonly string[], many: readonly string[]): boolean {
  const [first, ...rest] = few;
  if (first === undefined) return true;
  return many.some(
    (word, index) =>
      sameWord(first, word) && eachMatchesAnother(rest, [...many.slice(0, index), ...many.slice(index + 1)]),
  );
}

/**
 * Whether the name on the PAN card is the person's whose Aadhaar name the borrower saves (decision
 * 0094). The two cards often print one person's name differently: a middle name on one only,
 * initials for given names, a surname first. So they are one person's when the name is as read
 * (`isNameAsRead`, for what the reading got wrong), or when every word of the shorter name is a
 * different word of the longer, whole or as its initial, and at least one word is whole on both.
 * A relative shares the surname, not the given name: "Rajesh Verma" is not "Asha Verma".
 */
export function isSamePersonsName(saved: string, onPan: string): boolean {
  if (isNameAsRead(saved, onPan)) return true;
  const [few, many] = [nameWords(saved), nameWords(onPan)].sort((a, b) => a.length - b.length) as [
    string[],
    string[],
  ];
  return few.some((word) => word.length > 1 && many.includes(word)) && eachMatchesAnother(few, many);
}

/** A name as the borrower typed or corrected it: letters, spaces, dots, apostrophes, hyphens. */
export function cleanRealName(input: string): string | null {
  const name = input.replace(/\s+/g, ' ').trim();
  if (name.length < 2 || name.length > 100) return null;
  return /^[A-Za-z][A-Za-z .'-]*$/.test(name) ? name : null;
}
