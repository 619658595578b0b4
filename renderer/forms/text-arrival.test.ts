import { describe, expect, it } from 'vitest';
import { textArrival } from './text-arrival.ts';

const input = (init: InputEventInit) => new InputEvent('input', init);

describe('how a text arrived', () => {
  it('is a keystroke for one character typed, even one outside the basic plane', () => {
    expect(textArrival(input({ inputType: 'insertText', data: '.' }))).toBe('keystroke');
    expect(textArrival(input({ inputType: 'insertText', data: '\u{1F600}' }))).toBe('keystroke');
  });

  it('is a keystroke for a word composed, however long, and for its commit', () => {
    // A point typed into "32000" where the keyboard composes the word around the caret again.
    expect(textArrival(input({ inputType: 'insertCompositionText', data: '320.00' }))).toBe('keystroke');
    expect(textArrival(new CompositionEvent('compositionend', { data: '320.00' }))).toBe('keystroke');
  });

  it('is whole for a paste, a drop, a replacement, or several characters at once', () => {
    expect(textArrival(input({ inputType: 'insertFromPaste' }))).toBe('whole');
    expect(textArrival(input({ inputType: 'insertFromDrop' }))).toBe('whole');
    expect(textArrival(input({ inputType: 'insertReplacementText', data: '32000.50' }))).toBe('whole');
    // A keyboard's clipboard chip commits the whole text as one insert.
    expect(textArrival(input({ inputType: 'insertText', data: '32,000.50' }))).toBe('whole');
  });

  it('is whole for an input with no type (a browser autofill), a keystroke for a deletion', () => {
    expect(textArrival(new Event('input'))).toBe('whole');
    expect(textArrival(input({ inputType: 'deleteContentBackward' }))).toBe('keystroke');
    expect(textArrival(input({ inputType: 'insertLineBreak' }))).toBe('keystroke');
  });

  it("reads React's synthetic event through its native one", () => {
    const nativeEvent = input({ inputType: 'insertFromPaste' });
    expect(textArrival({ nativeEvent })).toBe('whole');
  });
});
