import { keepDigits } from '../../renderer/form-field-api.ts';

/**
 * A phone number entered into a field that shows its country code (`prefix` "+91") often carries a
 * way of dialling it that the field already stands for: the country code itself ("+91 98765 43210"
 * pasted from a chat or filled by the keyboard, "0091 ..." as dialled abroad) or the trunk 0 of
 * national dialling ("09876543210" from a bill). The form's digits filter and its length would keep
 * the first digits, 9198765432: somebody else's number. This keeps the national number instead.
 *
 * Only a text whose digits are exactly one of those ways followed by `length` digits is changed, so
 * a number being typed (never longer than `length` until the last digit) and any other text (left
 * to the form's filter and rules) come through as they are. Digits in another script ("+९१ ९८७६५
 * ४३२१०") count as the digits they are: the digits are read by the form's own `digits` filter.
 */
export function nationalNumber(text: string, countryCode: string, length: number): string {
  const digits = keepDigits(text);
  if (digits.length <= length) return text;
  const dialled = digits.slice(0, digits.length - length);
  const ways = [countryCode, `00${countryCode}`, `${countryCode}0`, '0'];
  return ways.includes(dialled) ? digits.slice(dialled.length) : text;
}
