import { describe, expect, it } from 'vitest';
import {
  findAadhaarName,
  findPanName,
  findAadhaarNumber,
  findPan,
  looksLikeName,
} from '../../../../server/providers/ocr/card-text.ts';

// Text as tesseract read it from rendered cards (Hindi lines come out as junk letters).
const aadhaarFrontText = `RA TBR

Government of India

3a gf
: Asha Verma
w= faf/DOB: 17/05/1996

Afgen/ FEMALE

2345 6789 0124
TR IAYUR, FETs gd`;

describe('the Aadhaar number in OCR text', () => {
  it('finds the 12 digits printed in groups of four, without the spaces', () => {
    expect(findAadhaarNumber(aadhaarFrontText)).toBe('234567890124');
  });

  it('accepts the number written without spaces, or with a letter O read for a zero', () => {
    expect(findAadhaarNumber('Aadhaar no. 234567890124')).toBe('234567890124');
    expect(findAadhaarNumber('2345 6789 O124')).toBe('234567890124');
  });

  it('refuses a number whose check digit is wrong, or that starts with 0 or 1', () => {
    expect(findAadhaarNumber('2345 6789 0125')).toBeNull();
    // 1234 5678 9012 would need a valid check digit and a first digit 2-9: both rules apply.
    expect(findAadhaarNumber('1234 5678 9013')).toBeNull();
  });

  it('ignores the 16-digit VID and 12 digits inside a longer run', () => {
    expect(findAadhaarNumber('VID : 2345 6789 0124 5678')).toBeNull();
    expect(findAadhaarNumber('9 2345 6789 0124')).toBeNull();
    expect(findAadhaarNumber('Ref 23456789012456')).toBeNull();
  });

  it('takes the valid number when a line above holds an invalid one', () => {
    expect(findAadhaarNumber('Phone 9876 5432 1098\n2345 6789 0124')).toBe('234567890124');
  });

  it('finds nothing in text without a number', () => {
    expect(findAadhaarNumber('Shopping list for Sunday\nRice and lentils')).toBeNull();
  });
});

describe("the holder's name in OCR text of an Aadhaar front", () => {
  it('takes the line above the date of birth, without the stray marks around it', () => {
    expect(findAadhaarName(aadhaarFrontText)).toBe('Asha Verma');
  });

  it('works with a year of birth instead of a date', () => {
    expect(
      findAadhaarName('Government of India\n; Rahul Kumar Singh\nj ~ S7 g9 / Year of Birth : 1988\nMALE'),
    ).toBe('Rahul Kumar Singh');
  });

  it("skips a father's name line between the name and the date of birth", () => {
    expect(findAadhaarName('Asha Verma\nFather : Rajesh Verma\nDOB : 17/05/1996\nFEMALE')).toBe('Asha Verma');
  });

  it('uses the gender line when the date of birth was not read', () => {
    expect(findAadhaarName('Government of India\nPriya K. Nair\nxx7 #2\nFEMALE\n2345 6789 0124')).toBe(
      'Priya K. Nair',
    );
  });

  it('prefers a Name label, on the same line or the next', () => {
    expect(findAadhaarName('Name: Meera Joshi\nDOB: 01/01/1990')).toBe('Meera Joshi');
    expect(findAadhaarName('Government of India\nName\nMEERA JOSHI\nDOB: 01/01/1990')).toBe('MEERA JOSHI');
  });

  it("does not take a label such as Father's Name, nor the card's own words", () => {
    expect(findAadhaarName("Father's Name\nGovernment of India\nDOB: 01/01/1990")).toBeNull();
  });

  it('finds nothing when no line near the date of birth reads as a name', () => {
    expect(findAadhaarName('3a gf\nw= faf/DOB: 17/05/1996')).toBeNull();
    expect(findAadhaarName('Shopping list for Sunday\nRice and lentils')).toBeNull();
  });

  it.each([
    ['Asha Verma', true],
    ['A. P. J. Kalam', true],
    ["D'Souza Maria", true],
    ['Asha', true],
    ['3a gf', false],
    ['Government of India', false],
    ['FEMALE', false],
    ['ab', false],
    ['Asha Verma Kumari Devi Singh Rao', false],
  ])('"%s" reads as a name: %s', (line, expected) => {
    expect(looksLikeName(line)).toBe(expected);
  });
});

describe('the PAN in OCR text', () => {
  const panText = `INCOME TAX DEPARTMENT GOVT. OF INDIA
Permanent Account Number Card

ABCPV1234F

Name

ASHA VERMA`;

  it('finds the PAN among the card words', () => {
    expect(findPan(panText)).toBe('ABCPV1234F');
  });

  it("reads the holder's name under its Name label, not the father's under his", () => {
    expect(findPanName(panText)).toBe('ASHA VERMA');
    expect(findPanName(`${panText}\nFather's Name\nRAJESH VERMA\nDate of Birth\n17/05/1996`)).toBe(
      'ASHA VERMA',
    );
    expect(findPanName("ABCPV1234F\n/ Name: ASHA VERMA\nFather's Name: RAJESH VERMA")).toBe('ASHA VERMA');
  });

  it('reads no name from a card without the label: an older card lists the father right under the holder', () => {
    expect(findPanName('INCOME TAX DEPARTMENT\nASHA VERMA\nRAJESH VERMA\n17/05/1996\nABCPV1234F')).toBeNull();
    expect(findPanName("ABCPV1234F\nFather's Name\nRAJESH VERMA")).toBeNull();
  });

  it('puts right letters and digits OCR swapped, by position', () => {
    expect(findPan('ABCPV l234F'.replace(' ', ''))).toBe('ABCPV1234F');
    expect(findPan('A8CPV12S4F')).toBe('ABCPV1254F');
    expect(findPan('ABCPV 1234F')).toBe('ABCPV1234F');
  });

  it('reads a PAN whose one glyph OCR gave twice, as a letter and as a digit', () => {
    // Seen from the sandbox OCR on the end-to-end tests' card photos, about one PAN in fifteen.
    expect(findPan('Permanent Account Number Card\n\nABCPVO0471F\n\nName')).toBe('ABCPV0471F');
    expect(findPan('ABCPVO0488F')).toBe('ABCPV0488F');
    expect(findPan('ABCPVA4787F')).toBe('ABCPV4787F');
    expect(findPan('ABCPVOO072F')).toBe('ABCPV0072F');
    expect(findPan('ABCPV 0O834F')).toBe('ABCPV0834F');
  });

  it('does not guess a PAN from 11 characters without such a pair, or with two ways to drop one', () => {
    expect(findPan('ABCPV12345F')).toBeNull();
    expect(findPan('ABCPVX1234F')).toBeNull();
    // The same character twice is not a double reading.
    expect(findPan('ABCPVV1234F')).toBeNull();
    // O0 gives ABCPV0114F, I1 gives ABCPV0014F: no way to tell which.
    expect(findPan('ABCPVO0I14F')).toBeNull();
    // A stays a letter where a PAN has digits, or a name (BISAL) would read as one (PRIYA8154L).
    expect(findPan('PRIYA BISAL')).toBeNull();
  });

  it("prefers a person's PAN (4th letter P) and otherwise returns the company PAN found", () => {
    expect(findPan('AAACR5055K\nABCPV1234F')).toBe('ABCPV1234F');
    expect(findPan('AAACR5055K')).toBe('AAACR5055K');
  });

  it('finds nothing without a PAN-shaped word', () => {
    expect(findPan('DEPARTMENT GOVERNMENT SIGNATURES')).toBeNull();
  });
});
