import { describe, expect, it } from 'vitest';
import { asciiDigits } from './ascii-digits.ts';

// The platform's own digits of each script (CLDR numbering systems), not this module's table.
const SYSTEMS = [
  'arab',
  'arabext',
  'deva',
  'beng',
  'guru',
  'gujr',
  'orya',
  'tamldec',
  'telu',
  'knda',
  'mlym',
  'fullwide',
];
const digitsOf = (system: string) =>
  new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false }).format(1234567890);

describe('asciiDigits', () => {
  it.each(SYSTEMS)('reads the digits of %s as 0-9', (system) => {
    const written = digitsOf(system);
    expect(written).not.toBe('1234567890');
    expect(asciiDigits(written)).toBe('1234567890');
  });

  it('reads a phone number typed on a Hindi keyboard, spaces and signs kept for the filter', () => {
    expect(asciiDigits('+९१ ९८७६५ ४३२१०')).toBe('+91 98765 43210');
  });

  it('changes no other character of the Basic Multilingual Plane', () => {
    const converted = new Set(SYSTEMS.flatMap((system) => [...digitsOf(system)]));
    const changed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (!converted.has(char) && asciiDigits(char) !== char) changed.push(char);
    }
    expect(changed).toEqual([]);
  });

  it('leaves letters and number signs of those scripts that are not digits', () => {
    expect(asciiDigits('मोबाइल नंबर ௰ ৴')).toBe('मोबाइल नंबर ௰ ৴');
  });
});
