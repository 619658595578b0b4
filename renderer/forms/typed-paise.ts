/**
 * Paise typed key by key into a `digits` field (decision 0099, amended). A pasted "32,000.50" keeps
 * its rupees; the same amount typed on a keyboard with a point key (a Bluetooth keyboard, a number
 * pad that has one) lost the point and kept the paise as more rupees: 3200050, saved as the
 * borrower's income with nothing on screen to tell. A point typed at the end of the text is where
 * paise begin: the one or two digits typed right after it, at the end, are refused with it. A point
 * typed anywhere else is an edit of the rupees and starts nothing.
 */

/** Where paise began: the field's text when the point was refused, and how many digits followed. */
export interface PaiseTyped {
  readonly rupees: string;
  readonly digits: number;
}

const MAX_PAISE_DIGITS = 2;

export interface TypedPaiseStep {
  /** The field's text to keep instead of the filter's, when the keystroke was paise. */
  readonly refused?: string;
  /** What to remember for the next keystroke. */
  readonly next: PaiseTyped | undefined;
}

/**
 * One keystroke of a `digits` field: `before` is the text it held, `typed` what the input holds
 * now (before the filter), `kept` the filter's text, `held` what the last keystroke left.
 */
export function typedPaise(
  held: PaiseTyped | undefined,
  before: string,
  typed: string,
  kept: string,
): TypedPaiseStep {
  // A point typed at the end, refused by the filter: the paise start here.
  if (typed === `${before}.` && kept === before) return { next: { rupees: before, digits: 0 } };
  const paiseDigit =
    held !== undefined &&
    held.rupees === before &&
    held.digits < MAX_PAISE_DIGITS &&
    typed.length === before.length + 1 &&
    typed.startsWith(before) &&
    /^\d$/.test(typed.slice(-1));
  if (paiseDigit) return { refused: before, next: { rupees: before, digits: held.digits + 1 } };
  // Anything else (a deletion, a digit typed into the middle, the third digit): typing as usual.
  return { next: undefined };
}
