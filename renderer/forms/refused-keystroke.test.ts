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
