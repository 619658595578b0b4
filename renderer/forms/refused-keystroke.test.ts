import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../document/types.ts';
import { refusalMessage } from './refused-keystroke.ts';

const ONLY_LETTERS = 'Use lowercase letters only.';
const name: FieldDef = {
  input: 'lowerName',
  maxLength: 8,
  rules: [
    { rule: 'required', message: 'Enter a name.' },
    { rule: 'pattern', value: "^[a-z.' ]+$", message: ONLY_LETTERS },
  ],
};
const always = () => true;

describe('refusalMessage', () => {
  it("says the pattern rule's message when a keystroke's characters were all dropped", () => {
    expect(refusalMessage(name, 'राम', '', '', always)).toBe(ONLY_LETTERS);
    expect(refusalMessage(name, 'ravi2', 'ravi', 'ravi', always)).toBe(ONLY_LETTERS);
  });

  it("says it when a keyboard's suggestion replaced the text with one the filter drops", () => {
    // A transliterating keyboard: "ram" typed in Latin letters, then its suggestion राम taken.
    expect(refusalMessage(name, 'राम', '', 'ram', always)).toBe(ONLY_LETTERS);
  });

  it('says nothing when something of the keystroke was kept, or only its case changed', () => {
    expect(refusalMessage(name, 'ravi K', 'ravi k', 'ravi ', always)).toBeUndefined();
    expect(refusalMessage(name, 'ravi kumar 2', 'ravi kum', '', always)).toBeUndefined();
    expect(refusalMessage(name, 'rav', 'rav', 'ravi', always)).toBeUndefined();
    // The last letter erased: the text did not grow, but nothing was refused either.
    expect(refusalMessage(name, '', '', 'r', always)).toBeUndefined();
  });

  it('says nothing when the text was only cut at the maximum length', () => {
    expect(refusalMessage(name, 'ravikumar', 'ravikuma', 'ravikuma', always)).toBeUndefined();
  });

  it("says a code's rule message for a refused letter or digit, not for a refused space or hyphen", () => {
    const IFSC = '4 letters, then 0, then 6 letters or digits.';
    const ifsc: FieldDef = {
      input: 'upperAlnum',
      maxLength: 11,
      rules: [
        { rule: 'required', message: 'Enter the IFSC.' },
        { rule: 'ifsc', message: IFSC },
      ],
    };
    // A Hindi keyboard's letter, a transliterated word, an accented letter.
    expect(refusalMessage(ifsc, 'SBINक', 'SBIN', 'SBIN', always)).toBe(IFSC);
    expect(refusalMessage(ifsc, 'एसबीआई', '', 'sbi', always)).toBe(IFSC);
    expect(refusalMessage(ifsc, 'SBIÑ', 'SBI', 'SBI', always)).toBe(IFSC);
    // How codes are written: dropped as a service, in silence.
    expect(refusalMessage(ifsc, 'SBIN ', 'SBIN', 'SBIN', always)).toBeUndefined();
    expect(refusalMessage(ifsc, 'SBIN-', 'SBIN', 'SBIN', always)).toBeUndefined();
    // Digits of another script are read, not refused; a small letter is raised, not refused.
    expect(refusalMessage(ifsc, 'SBIN०', 'SBIN0', 'SBIN', always)).toBeUndefined();
    expect(refusalMessage(ifsc, 'SBIn', 'SBIN', 'SBIN', always)).toBeUndefined();
    const pan: FieldDef = { input: 'upperAlnum', rules: [{ rule: 'pan', message: 'Like ABCPE1234F.' }] };
    expect(refusalMessage(pan, 'ABCक', 'ABC', 'ABC', always)).toBe('Like ABCPE1234F.');
    expect(refusalMessage(pan, 'ABCक', 'ABC', 'ABC', () => false)).toBeUndefined();
  });

  it('says nothing for a field without a filter, without a pattern rule, or whose rule does not apply', () => {
    const free: FieldDef = { rules: name.rules! };
    expect(refusalMessage(free, 'राम', 'राम', '', always)).toBeUndefined();
    const phone: FieldDef = {
      input: 'digits',
      maxLength: 10,
      rules: [{ rule: 'phone', message: '10 digits' }],
    };
    expect(refusalMessage(phone, '98765 ', '98765', '98765', always)).toBeUndefined();
    expect(refusalMessage(name, 'राम', '', '', () => false)).toBeUndefined();
  });
});
