import { describe, expect, it } from 'vitest';
import { isNameAsRead } from '../../../../server/modules/kyc/kyc-rules.ts';

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
