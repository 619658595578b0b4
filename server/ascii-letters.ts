/**
 * Small ASCII letters as capitals, and nothing else changed. `toUpperCase()` also maps letters of
 * other scripts onto ASCII ones ("ı" to "I", the ligature "ﬀ" to "FF"), so a code typed with a
 * lookalike letter would pass an ASCII pattern as another code; left as it is, it fails the pattern
 * and is refused with the field's message.
 */
export function upperAscii(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}
