import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pressEnter } from '../../tests/support/user-input.ts';
import { listenToScreenForms, WRAPPED_LINE } from './enter-key.ts';
import { screenFormId } from './form-element.ts';

const CARD = screenFormId(7, 'card');

/** A form as a screen draws it: fields and a submit button naming its element, none inside it. */
function drawForm(html: string) {
  document.body.innerHTML = html;
  const pressed: string[] = [];
  for (const button of document.querySelectorAll('button'))
    button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLElement;
  return { pressed, field };
}

beforeAll(() => listenToScreenForms(document));
afterEach(() => document.body.replaceChildren());

describe("the keyboard's Enter in a screen form", () => {
  it('passes over a read-only field and a button that is not the submit button', () => {
    const { pressed, field } = drawForm(`
      <input name="ifsc" form="${CARD}">
      <button type="button">Forget your IFSC ?</button>
      <input name="aadhaar" form="${CARD}" readonly>
      <input name="account" form="${CARD}">
      <button type="submit" form="${CARD}">Submit</button>`);
    field('ifsc').focus();
    pressEnter(field('ifsc'));
    expect(document.activeElement).toBe(field('account'));
    expect(pressed).toEqual([]);
    pressEnter(field('account'));
    expect(pressed).toEqual(['Submit']);
  });

  it('presses nothing from the last field while the submit button is disabled, as a tap would', () => {
    const { pressed, field } = drawForm(`
      <input name="company" form="${CARD}">
      <button type="submit" form="${CARD}" disabled>Submit</button>`);
    field('company').focus();
    expect(pressEnter(field('company')), 'the key is still taken: no native submission').toBe(false);
    expect(pressed).toEqual([]);
  });

  it('leaves Enter with a modifier held, and a form the page itself names, to the browser', () => {
    const { pressed, field } = drawForm(`
      <form id="newsletter"></form>
      <input name="email" form="newsletter">
      <input name="ifsc" form="${CARD}">
      <button type="submit" form="${CARD}">Submit</button>`);
    expect(pressEnter(field('email'))).toBe(true);
    field('ifsc').focus();
    expect(pressEnter(field('ifsc'), { shiftKey: true })).toBe(true);
    expect(pressed).toEqual([]);
  });

  it('keeps Enter for a new line in a text area', () => {
    const { pressed, field } = drawForm(`
      <textarea name="content" form="${CARD}"></textarea>
      <button type="submit" form="${CARD}">Submit</button>`);
    field('content').focus();
    expect(pressEnter(field('content'))).toBe(true);
    expect(pressed).toEqual([]);
  });

  it('moves on from a text area that shows one line wrapped, as from a text input', () => {
    const { pressed, field } = drawForm(`
      <textarea name="content" form="${CARD}" ${WRAPPED_LINE}></textarea>
      <textarea name="note" form="${CARD}" ${WRAPPED_LINE}></textarea>
      <button type="submit" form="${CARD}">Submit</button>`);
    field('content').focus();
    expect(pressEnter(field('content')), 'no line break typed').toBe(false);
    expect(document.activeElement).toBe(field('note'));
    pressEnter(field('note'));
    expect(pressed).toEqual(['Submit']);
  });
});
