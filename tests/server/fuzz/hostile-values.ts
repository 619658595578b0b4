/**
 * Values no honest client sends: what a fuzzed field, key or header may hold instead of what the
 * contract asks for. Plain data, so the generators can mix them into any field of any endpoint.
 */
import fc from 'fast-check';
import { rawNumber } from './json-text.ts';

/** Over the 100 KB body limit on its own (a 413), and a long one under it (reaches validation). */
export const HUGE_STRING = 'x'.repeat(100_000);
export const LONG_STRING = 'ab'.repeat(20_000);

/** Text that breaks naive handling: control and invisible characters, scripts, surrogates, injections. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '😀👍🏽🇮🇳',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'नमस्ते आशा वर्मा',
  'ক্ষ্ম',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  'line\r\nbreak',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}%s%n',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  '１２３４５６',
  '١٢٣٤٥٦',
];

/** Money and counts a careless parser mishandles: negatives, fractions, extremes, numeric text. */
export const hostileNumbers: readonly unknown[] = [
  -1,
  0,
  -0,
  0.001,
  0.5,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  rawNumber('1e400'),
  rawNumber('-1e400'),
  rawNumber('1E+2'),
  rawNumber('100.0'),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  ' 12 ',
  '12abc',
  '1,000',
  '-0',
];

/** Values of the wrong kind for almost any field. */
export const wrongTypes: readonly unknown[] = [null, true, false, [], [1, 'a'], {}, { a: { b: { c: {} } } }];

export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '$where',
  'a.b',
  '😀',
  '\u0000',
];

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileKeys) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const pollution: fc.Arbitrary<unknown> = fc.constantFrom(
  { isAdmin: true },
  { prototype: { isAdmin: true } },
  { polluted: 'yes' },
);

/** Any hostile value; nested containers are shallow so a case stays readable when it fails. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 3, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_STRING, LONG_STRING) },
  { weight: 1, arbitrary: pollution },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...hostileStrings), { maxLength: 3 }) },
);
