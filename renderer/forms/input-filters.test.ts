import { describe, expect, it } from 'vitest';
import type { InputFilter } from '../document/types.ts';
import { applyInputFilter } from './input-filters.ts';
import type { TextArrival } from './text-arrival.ts';

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

// An amount pasted whole keeps its rupees, not its paise as more rupees (decision 0099); the same
// characters typed key by key are edits, and every digit stays.
const arrivals: Array<[TextArrival, string, number | undefined, string]> = [
  ['whole', '32,000.50', 7, '32000'],
  ['whole', 'Rs. 1,500.5/-', undefined, '1500'],
  ['whole', '₹ 1,25,000.00 ', undefined, '125000'],
  ['whole', '३२,०००.५०', undefined, '32000'],
  ['whole', '32000.', undefined, '32000'],
  // A phone number written with points has more than two digits after the last.
  ['whole', '98765.43210', 10, '9876543210'],
  ['whole', '987.654.3210', 10, '9876543210'],
  ['whole', '98765 43210', 10, '9876543210'],
  // A point typed into the middle of 32000 is dropped, and the digits after it stay.
  ['keystroke', '320.00', 7, '32000'],
  ['keystroke', '32,000.50', 7, '3200050'],
];

describe('the digits filter and how the text arrived', () => {
  it.each(arrivals)('%s %j (max %s) is %j', (arrival, typed, maxLength, kept) => {
    expect(applyInputFilter(typed, 'digits', maxLength, arrival)).toBe(kept);
  });

  it('leaves the other filters as they are for a whole piece', () => {
    expect(applyInputFilter('ab.12', 'alnum', undefined, 'whole')).toBe('ab12');
    expect(applyInputFilter('sbin0.12', 'upperAlnum', undefined, 'whole')).toBe('SBIN012');
  });
});
