import { describe, expect, it } from 'vitest';
import { hasWords, inlineTexts } from './copy-positions.ts';

describe('literal texts in a copy position', () => {
  it('counts a string as a text when it has letters outside its placeholders', () => {
    expect(hasWords('Sign In')).toBe(true);
    expect(hasWords('{{data.order.orderNo}}')).toBe(false);
    expect(hasWords('₹ {{data.amount}}')).toBe(false);
    expect(hasWords('+91')).toBe(false);
    expect(hasWords('साइन इन')).toBe(true);
  });

  it('finds the texts an expression shows, not its conditions, bindings or copy references', () => {
    const label = {
      $if: [
        { $eq: [{ $bind: 'state.mode' }, 'resend'] },
        { $fn: 'default', args: [{ $bind: 'data.x.name' }, 'Nameless'] },
        { $copy: 'login.send-code' },
      ],
    };
    expect(inlineTexts(label, '/props/label')).toEqual([
      { pointer: '/props/label/$if/1/args/1', text: 'Nameless' },
    ]);
  });

  it('keeps a sentence joined from texts and bindings whole, as one template', () => {
    const joined = { $fn: 'concat', args: ['Resend in ', { $bind: 'state.resendIn' }, ' s'] };
    expect(inlineTexts(joined, '/label')).toEqual([
      { pointer: '/label', text: 'Resend in {{state.resendIn}} s' },
    ]);
    // With a formatted amount inside, only the text pieces can move.
    const withAmount = { $fn: 'concat', args: ['Pay ₹ ', { $fn: 'money', args: [{ $bind: 'data.a' }] }] };
    expect(inlineTexts(withAmount, '/label')).toEqual([{ pointer: '/label/args/0', text: 'Pay ₹ ' }]);
  });
});
