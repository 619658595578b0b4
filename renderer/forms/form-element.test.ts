import { afterEach, describe, expect, it } from 'vitest';
import { listenToScreenForms } from './enter-key.ts';
import { screenFormId } from './form-element.ts';

const formsOnPage = () => Array.from(document.querySelectorAll('form')).map((form) => form.id);

function fieldNaming(id: string): HTMLInputElement {
  const input = document.createElement('input');
  input.setAttribute('form', id);
  document.body.append(input);
  return input;
}

afterEach(() => document.body.replaceChildren());

describe('a screen form’s <form> element', () => {
  const login = screenFormId(9, 'login');

  it('is made when a field naming it takes focus, once for all the fields that name it', () => {
    listenToScreenForms(document);
    const phone = fieldNaming(login);
    const code = fieldNaming(login);
    expect(phone.form, 'drawing a field makes no element').toBeNull();

    phone.focus();
    expect(formsOnPage()).toEqual([login]);
    expect(phone.form?.hidden).toBe(true);
    expect(code.form).toBe(phone.form);
    code.focus();
    expect(formsOnPage()).toEqual([login]);
  });

  it('leaves the page once nothing names it, when the next one is made', () => {
    listenToScreenForms(document);
    const phone = fieldNaming(login);
    phone.focus();
    phone.remove();
    const card = fieldNaming(screenFormId(10, 'card'));
    card.focus();
    expect(formsOnPage()).toEqual([screenFormId(10, 'card')]);
  });

  it('is not made for a form the page itself names', () => {
    listenToScreenForms(document);
    const field = fieldNaming('newsletter');
    field.focus();
    expect(formsOnPage()).toEqual([]);
  });

  it('stops the browser’s own submission, which would load the page again', () => {
    listenToScreenForms(document);
    const field = fieldNaming(login);
    field.focus();
    const submit = new Event('submit', { cancelable: true });
    field.form?.dispatchEvent(submit);
    expect(field.form).not.toBeNull();
    expect(submit.defaultPrevented).toBe(true);
  });
});
