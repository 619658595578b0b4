// A date in the server's sentences is written as the app writes it, the month in the reader's
// language (decision 0056).
import { describe, expect, it } from 'vitest';
import { dateText, dateWording } from '../../../../server/modules/orders/ist-calendar.ts';

describe('a date in a sentence', () => {
  it('names each month in Hindi as the platform writes it, and in English as the app does', () => {
    const hindi = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    const english = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, '0')}-05`;
      expect(dateText(date, 'hi')).toBe(`5 ${hindi.format(Date.parse(date))} 2027`);
      expect(dateText(date, 'en')).toBe(`5 ${english[month - 1]} 2027`);
    }
  });

  it('is given in every language for a message worded later', () => {
    expect(dateWording('2027-03-02')).toEqual({ en: '2 Mar 2027', hi: '2 मार्च 2027' });
  });
});
