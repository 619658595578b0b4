/**
 * Digits typed in an Indian script read as the digits they are (decision 0059). A borrower whose
 * keyboard is set to Hindi, Bengali, Tamil... can type "९८७६५४३२१०" into the phone field (the
 * number row of those keyboards, a number copied from a message written in that script); the
 * fields' filters kept only 0-9 and dropped every one of them, so the field stayed empty whatever
 * was typed. The server reads ASCII digits only, so the client turns them into 0-9 as they arrive.
 *
 * The scripts are named one by one rather than every Unicode decimal digit (`\p{Nd}`): each block
 * below runs 0 to 9 from its first code point, which is what turns a digit into its value here.
 */
const ZEROS = [
  0x0660, // Arabic-Indic (Urdu keyboards)
  0x06f0, // Extended Arabic-Indic
  0x0966, // Devanagari (Hindi, Marathi, Nepali...)
  0x09e6, // Bengali and Assamese
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0xff10, // full-width (a number pasted from East Asian text, some autofill)
];

const OTHER_DIGITS = new RegExp(
  `[${ZEROS.map((zero) => `${String.fromCharCode(zero)}-${String.fromCharCode(zero + 9)}`).join('')}]`,
  'g',
);

function toAscii(digit: string): string {
  const code = digit.charCodeAt(0);
  const zero = ZEROS.find((first) => code >= first && code <= first + 9) ?? code;
  return String(code - zero);
}

/** `text` with the digits of those scripts written as 0-9; everything else as it was. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, toAscii);
}
