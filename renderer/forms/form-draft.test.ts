import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDef } from '../document/types.ts';
import type { DraftStore } from '../services-api.ts';
import { draftOf, screenDrafts } from './form-draft.ts';
import { createScreenForms } from './screen-forms.ts';

/** A draft store in memory, as the tab's storage would keep it (JSON in, JSON out). */
function memoryStore(initial: Record<string, unknown> = {}) {
  const kept = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]));
  const store: DraftStore = {
    read: (key) => (kept.has(key) ? (JSON.parse(kept.get(key)!) as Record<string, unknown>) : undefined),
    write: (key, values) => void kept.set(key, JSON.stringify(values)),
    remove: (key) => void kept.delete(key),
  };
  const read = (key: string): unknown => (kept.has(key) ? JSON.parse(kept.get(key)!) : undefined);
  return { store, read, keys: () => [...kept.keys()] };
}

const card: FormDef = {
  draft: true,
  fields: {
    ifsc: { default: '', draft: false, input: 'upperAlnum', maxLength: 11 },
    account: { default: '', input: 'digits', maxLength: 18 },
    confirm: { default: '' },
  },
};
const code: FormDef = { fields: { otp: { default: '', input: 'digits', maxLength: 6 } } };
const work: FormDef = { draft: true, fields: {}, dynamic: [{ fields: { $bind: 'data.work' } }] };

function screen(initial: Record<string, unknown> = {}) {
  const memory = memoryStore(initial);
  const forms = createScreenForms(
    { card, code, work },
    { drafts: screenDrafts(memory.store, 'bank.add', {}) },
  );
  return { forms, ...memory };
}

describe("a form's draft", () => {
  it('keeps the changed values of the kept fields, not a field that refuses it nor a form without draft', () => {
    const { forms, read, keys } = screen();
    forms.get('card')!.setFieldValue('ifsc', 'SBIN0001234');
    forms.get('card')!.setFieldValue('account', '123456789012');
    forms.get('code')!.setFieldValue('otp', '123456');
    forms.keepDrafts();
    expect(read('bank.add#card')).toEqual({ account: '123456789012' });
    expect(keys()).toEqual(['bank.add#card']);
  });

  it('puts a draft back when the form is drawn again, through the fields’ filters, dropping what is not text', () => {
    const { forms } = screen({
      'bank.add#card': { ifsc: 'SBIN0001234', account: '12-34 5678901', confirm: { $bind: 'x' }, extra: 'x' },
    });
    expect(forms.get('card')!.methods.getValues()).toEqual({ ifsc: '', account: '12345678901', confirm: '' });
    expect(forms.get('card')!.status().dirty).toBe(true);
  });

  it('keeps nothing when the borrower changed nothing, and drops a draft put back to the defaults', () => {
    const { forms, keys } = screen({ 'bank.add#card': { account: '123456789' } });
    forms.get('card')!.setFieldValue('account', '');
    forms.keepDrafts();
    expect(keys()).toEqual([]);
  });

  it('drops the draft once the form is sent through, and keeps it again only when a value changes', async () => {
    const { forms, read, keys } = screen();
    const form = forms.get('card')!;
    form.setFieldValue('account', '123456789012');
    forms.keepDrafts();
    expect(await forms.submit('card')).toMatchObject({ valid: true });
    forms.submitted('card', true);
    expect(keys()).toEqual([]);
    forms.keepDrafts();
    expect(keys()).toEqual([]);
    form.setFieldValue('account', '1234567890123');
    forms.keepDrafts();
    expect(read('bank.add#card')).toEqual({ account: '1234567890123' });
  });

  it('keeps the draft again when what was sent did not go through', async () => {
    const { forms, read } = screen();
    forms.get('card')!.setFieldValue('confirm', '123456789012');
    await forms.submit('card');
    forms.submitted('card', false);
    forms.keepDrafts();
    expect(read('bank.add#card')).toEqual({ confirm: '123456789012' });
  });

  it('keeps the draft when the page goes while the values are being sent, and drops it once through', async () => {
    const { forms, read, keys } = screen();
    forms.get('card')!.setFieldValue('account', '123456789012');
    await forms.submit('card');
    // The tab may be killed before the answer: the values are not lost.
    forms.keepDrafts();
    expect(read('bank.add#card')).toEqual({ account: '123456789012' });
    forms.submitted('card', true);
    expect(keys()).toEqual([]);
    // A second word about the same sending changes nothing.
    forms.submitted('card', false);
    forms.keepDrafts();
    expect(keys()).toEqual([]);
  });

  it('gives a server-described field its draft value when the field arrives, over the saved value', () => {
    const { forms, read } = screen({ 'bank.add#work': { company: 'Acme Traders', salary: 25000 } });
    const form = forms.get('work')!;
    forms.keepDrafts();
    // Not arrived yet: the draft is kept whole.
    expect(read('bank.add#work')).toEqual({ company: 'Acme Traders', salary: 25000 });
    const company: FieldDef = { default: 'Old Company', maxLength: 60 };
    form.setDynamicFields([['company', company]]);
    expect(form.methods.getValues()).toEqual({ company: 'Acme Traders' });
    expect(form.draft()).toEqual({ company: 'Acme Traders', salary: 25000 });
    form.reset();
    expect(form.draft()).toEqual({});
  });

  it('is one per screen, path and form; the query is not part of it', () => {
    const memory = memoryStore();
    screenDrafts(memory.store, 'orders.detail', { id: '42', other: undefined }).write('repay', {
      amount: '1',
    });
    screenDrafts(memory.store, 'bank.add', {}).write('card', { account: '1' });
    expect(memory.keys()).toEqual(['orders.detail?id=42#repay', 'bank.add#card']);
  });

  it('holds text, numbers and ticks that differ from their default', () => {
    const photo = new Blob(['x']);
    expect(
      draftOf(
        { draft: true, fields: { name: {}, age: { default: 30 }, agree: { default: false }, photo: {} } },
        { name: {}, age: { default: 30 }, agree: { default: false }, photo: {} },
        { name: 'Asha', age: 30, agree: true, photo },
      ),
    ).toEqual({ name: 'Asha', agree: true });
  });
});
