import { describe, expect, it } from 'vitest';
import type { InputFilter } from '../document/types.ts';
import { applyInputFilter } from './input-filters.ts';

const table: Array<[InputFilter | undefined, string, number | undefined, string]> = [
  ['digits', '98a76-54 3210', undefined, '9876543210'],
  ['digits', '+91 98765 43210', 10, '9198765432'],
  // Digits typed on a Hindi, Bengali or Tamil keyboard are kept as the digits they are.
  ['digits', '९८७६५ ४३२१०', undefined, '9876543210'],
  ['digits', '৯৮৭৬৫৪৩২১০', undefined, '9876543210'],
  ['digits', '+९१ ९८७६५ ४३२१०', 10, '9198765432'],
  ['alnum', 'ab-12 C!', undefined, 'ab12C'],
  ['alnum', 'ab-௧௨', undefined, 'ab12'],
  ['upperAlnum', 'sbin०००१२३४', undefined, 'SBIN0001234'],
  ['upperAlnum', 'abcpe 1234f', undefined, 'ABCPE1234F'],
  ['upperAlnum', 'sbin-0001234', 11, 'SBIN0001234'],
  ['lowerName', "Ravi K. D'Souza 2", undefined, "ravi k. d'souza "],
  ['lowerName', 'Ānand_kumar', undefined, 'nandkumar'],
  ['lowerName', 'Ramesh 2 Verma', undefined, 'ramesh verma'],
  ['lowerName', 'sunita \u{1F600}  verma', undefined, 'sunita verma'],
  [undefined, 'Free text!', 4, 'Free'],
  [undefined, 'Free text!', undefined, 'Free text!'],
];

describe('input filters', () => {
  it.each(table)('%s of %j (max %s) is %j', (filter, typed, maxLength, kept) => {
    expect(applyInputFilter(typed, filter, maxLength)).toBe(kept);
  });
});
