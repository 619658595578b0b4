import { describe, expect, it } from 'vitest';
import { checkCatalogueTypography, checkScreenTypography } from './check-typography.ts';

const SPLIT = /"₹" is followed by an ordinary space, so a narrow phone can end a line after "₹"/;

describe('check (typography): "₹" stays on the line of its amount', () => {
  it('names every text of a screen file where "₹" is followed by an ordinary space or a tab', () => {
    const json = {
      body: [
        { props: { text: { $fn: 'concat', args: ['₹ ', { $bind: 'data.amount' }] } } },
        { props: { label: 'Repayment ₹\t5,000' } },
        { props: { label: 'Repayment ₹\u00a05,000', hint: 'Amount (₹)', other: '₹5,000' } },
      ],
    };
    const problems = checkScreenTypography({ file: 'schemas/screens/home.json', json });
    expect(problems.map((p) => p.pointer)).toEqual(['/body/0/props/text/args/0', '/body/1/props/label']);
    expect(problems[0]).toMatchObject({
      file: 'schemas/screens/home.json',
      message: expect.stringMatching(SPLIT),
    });
    expect(problems[0]!.message).toContain('no-break space (U+00A0, "\\u00a0" in JSON)');
  });

  it('names the keys of a catalogue whose texts split "₹" from the amount, in any language', () => {
    const texts = new Map([
      ['order-detail.pay-amount', 'आप ₹ '],
      ['order-detail.repay-amount', 'भुगतान करें ₹\u00a0'],
      ['order-audit.loan-amount', 'लोन राशि (₹)'],
    ]);
    const problems = checkCatalogueTypography({ file: 'schemas/copy/hi.json', locale: 'hi', texts });
    expect(problems).toEqual([
      {
        file: 'schemas/copy/hi.json',
        pointer: '/order-detail.pay-amount',
        message: expect.stringMatching(SPLIT),
      },
    ]);
  });
});
