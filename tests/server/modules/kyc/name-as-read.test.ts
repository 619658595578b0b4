import { describe, expect, it } from 'vitest';
import { isNameAsRead, isSamePersonsName } from '../../../../server/modules/kyc/kyc-rules.ts';

// The upload KYC's name against the one read from the Aadhaar photo (decision 0091).
describe('a name as read from the Aadhaar card', () => {
  it.each([
    ['the same name', 'Asha Verma', 'Asha Verma'],
    ['in capitals, spaces doubled', '  ASHA   VERMA ', 'Asha Verma'],
    ['surname first', 'Verma Asha', 'Asha Verma'],
    ['dots, apostrophes and hyphens as spaces', "Anil D'Souza", 'ANIL D SOUZA'],
    ['a letter the reading got wrong', 'Asha Verma', 'Asha Varma'],
    ['two letters in a long name', 'Sunita Kumari Verma', 'Sunlta Kumari Vema'],
    ['a space the reading lost', 'Asha Verma', 'AshaVerma'],
  ])('accepts %s', (_case, typed, read) => {
    expect(isNameAsRead(typed, read)).toBe(true);
  });

  it.each([
    ['another first name', 'Ashok Verma', 'Asha Verma'],
    ['another person', 'Ramesh Kumar', 'Asha Verma'],
    ['two letters changed in a short name', 'Asha Varmo', 'Asha Verma'],
    ['a middle initial added', 'Asha K. Verma', 'Asha Verma'],
    ['three letters changed in a long name', 'Sunita Kumari Sharma', 'Sunita Kumari Verma'],
    ['a word dropped', 'Asha', 'Asha Kumari Verma'],
    ['a name added', 'Asha Verma Singh', 'Asha Verma'],
  ])('refuses %s', (_case, typed, read) => {
    expect(isNameAsRead(typed, read)).toBe(false);
  });
});

// The name on the PAN card against the KYC's (the Aadhaar's) name (decision 0094).
describe("a PAN card's name as the same person's", () => {
  it.each([
    ['the same name, in capitals', 'Asha Verma', 'ASHA VERMA'],
    ['a letter the reading got wrong', 'Asha Verma', 'ASHA VERNA'],
    ['a middle name on the PAN only', 'Asha Verma', 'ASHA KUMARI VERMA'],
    ['a middle name on the Aadhaar only', 'Asha Kumari Verma', 'ASHA VERMA'],
    ['initials for the given names', 'Asha Kumari Verma', 'A K VERMA'],
    ['an initial for the surname', 'Rahul Kumar Singh', 'RAHUL KUMAR S'],
    ['the surname first', 'Priya Nair', 'NAIR PRIYA'],
    ['words run together', 'Asha Kumari Verma', 'ASHAKUMARI VERMA'],
    ['one name only, the same', 'Sukhwinder', 'SUKHWINDER'],
  ])('accepts %s', (_case, saved, onPan) => {
    expect(isSamePersonsName(saved, onPan)).toBe(true);
  });

  it.each([
    ["a relative's: the same surname", 'Asha Verma', 'RAJESH VERMA'],
    ['another person', 'Asha Verma', 'RAMESH KUMAR'],
    ['another given name, close in letters', 'Asha Verma', 'ASHOK VERMA'],
    ['initials that are not the name', 'Asha Kumari Verma', 'R K VERMA'],
    ['initials alone', 'Asha Kumari', 'A K'],
    ['a word of the shorter name missing from the longer', 'Asha Kumari Verma', 'ASHA SINGH'],
    ['one word matched twice', 'Asha Asha', 'ASHA VERMA'],
  ])('refuses %s', (_case, saved, onPan) => {
    expect(isSamePersonsName(saved, onPan)).toBe(false);
  });
});
