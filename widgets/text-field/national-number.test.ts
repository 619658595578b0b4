import { describe, expect, it } from 'vitest';
import { nationalNumber } from './national-number.ts';

const indian = (text: string) => nationalNumber(text, '91', 10);

describe('nationalNumber', () => {
  it('drops the country code a pasted or filled number carries, however it is written', () => {
    expect(indian('+91 98765 43210')).toBe('9876543210');
    expect(indian('+919876543210')).toBe('9876543210');
    expect(indian('+91-98765-43210')).toBe('9876543210');
    expect(indian('919876543210')).toBe('9876543210');
    expect(indian('0091 98765 43210')).toBe('9876543210');
    expect(indian('+91 0 98765 43210')).toBe('9876543210');
  });

  it('reads digits written in an Indian script as the digits they are', () => {
    expect(indian('+९१ ९८७६५ ४३२१०')).toBe('9876543210');
    expect(indian('०९८७६५४३२१०')).toBe('9876543210');
    expect(indian('९८७६५ ४३२१०')).toBe('९८७६५ ४३२१०');
  });

  it('drops the trunk 0 of a number written for national dialling', () => {
    expect(indian('09876543210')).toBe('9876543210');
    expect(indian('098765 43210')).toBe('9876543210');
  });

  it('leaves a number being typed, and a national number that starts like a country code, alone', () => {
    expect(indian('')).toBe('');
    expect(indian('91')).toBe('91');
    expect(indian('9198765432')).toBe('9198765432');
    expect(indian('0987654321')).toBe('0987654321');
    expect(indian('98765 43210')).toBe('98765 43210');
  });

  it('leaves other long texts to the form, which cuts them to the length', () => {
    expect(indian('98765432101')).toBe('98765432101');
    expect(indian('+44 7911 123456')).toBe('+44 7911 123456');
    expect(indian('+91 98765 432101')).toBe('+91 98765 432101');
    expect(indian('1919876543210')).toBe('1919876543210');
  });
});
