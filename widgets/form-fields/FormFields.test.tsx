import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormFieldDef } from '../../renderer/form-field-api.ts';
import { renderWidget } from '../test-support.tsx';
import { formFieldsWidget } from './FormFields.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

// The definitions come from the screen's forms through `useFormFieldDefs`; outside a screen there
// are none, so this test hands the widget a form's definitions and counts, per field, how often a
// field widget draws (each draw binds once through the real `useFormField`).
const harness = vi.hoisted(() => ({
  defs: [] as FormFieldDef[],
  asked: [] as Array<[string, number | undefined]>,
  draws: new Map<string, number>(),
}));
vi.mock('../../renderer/form-field-api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/form-field-api.ts')>();
  return {
    ...real,
    useFormField: (form: string, field: string) => {
      harness.draws.set(field, (harness.draws.get(field) ?? 0) + 1);
      return real.useFormField(form, field);
    },
    useFormFieldDefs: (form: string, group?: number) => {
      harness.asked.push([form, group]);
      return harness.defs;
    },
  };
});

const workInfo: FormFieldDef[] = [
  {
    name: 'companyName',
    def: { control: 'text', label: 'Company Name', placeholder: 'Please input', group: 0 },
  },
  {
    name: 'salary',
    def: { control: 'number', label: 'Monthly Salary', input: 'digits', maxLength: 7, group: 0 },
  },
  { name: 'email', def: { control: 'email', label: 'E-mail', group: 0 } },
  {
    name: 'payday',
    def: { control: 'select', label: 'Salary Day', options: [{ label: '1', value: '1' }], group: 0 },
  },
  {
    name: 'state',
    def: { control: 'select', label: 'State', placeholder: 'Select', options: { ref: 'states' } },
  },
  { name: 'joinedOn', def: { control: 'date', label: 'Joining Date', group: 1 } },
];

const states = [
  { id: 7, name: 'Delhi' },
  { id: 12, name: 'Goa' },
];

beforeEach(() => {
  harness.defs = workInfo;
  harness.asked = [];
  harness.draws.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('FormFields', () => {
  it('draws each field with its label and the control its definition names', () => {
    renderWidget(formFieldsWidget, { form: 'work', optionLists: { states } });
    expect(field('Company Name').type).toBe('text');
    expect(field('Company Name').placeholder).toBe('Please input');
    expect(field('Monthly Salary').getAttribute('inputmode')).toBe('numeric');
    expect(field('Monthly Salary').pattern).toBe('[0-9]*');
    expect(field('E-mail').type).toBe('email');
    expect(field('Joining Date').type).toBe('date');
    expect(screen.getByRole('combobox', { name: 'Salary Day' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').concat(screen.getAllByRole('combobox')).length).toBe(5);
  });

  it('leaves the length of a filtered field to its filter, not to the browser', () => {
    renderWidget(formFieldsWidget, { form: 'work', optionLists: { states } });
    // The browser's own limit would cut a pasted "560 001" to "560 00" before the digits filter
    // saw it; the form cuts to maxLength after filtering instead (renderer/forms/input-filters.ts).
    expect(field('Monthly Salary').hasAttribute('maxlength')).toBe(false);
  });

  it('fills a drop-down from the option list its definition refers to, read by name and id', () => {
    renderWidget(formFieldsWidget, { form: 'work', optionLists: { states } });
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(Array.from(state.options).map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select'],
      ['7', 'Delhi'],
      ['12', 'Goa'],
    ]);
  });

  it('draws an empty drop-down while its list has not loaded', () => {
    renderWidget(formFieldsWidget, { form: 'work' });
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(state.options).toHaveLength(1);
  });

  it('asks for one group when told, and draws only the named fields in the given order', () => {
    renderWidget(formFieldsWidget, { form: 'work', group: 1, fields: ['email', 'nope', 'companyName'] });
    expect(harness.asked.at(-1)).toEqual(['work', 1]);
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'email',
      'companyName',
    ]);
  });

  it('typing 30 characters into one field redraws neither the other fields nor the form', () => {
    renderWidget(formFieldsWidget, { form: 'work', optionLists: { states } });
    const before = new Map(harness.draws);
    const formDraws = harness.asked.length;
    const input = field('Company Name');
    for (const length of Array.from({ length: 30 }, (_, i) => i + 1)) {
      fillIn(input, 'x'.repeat(length));
    }
    expect(input.value).toBe('x'.repeat(30));
    for (const name of ['salary', 'email', 'payday', 'state', 'joinedOn']) {
      expect(harness.draws.get(name), name).toBe(before.get(name));
    }
    expect(harness.asked.length).toBe(formDraws);
  });

  it('runs onChange after a drop-down or a date changes, not on every keystroke', async () => {
    const { fired } = renderWidget(
      formFieldsWidget,
      { form: 'work', optionLists: { states } },
      { events: ['onChange'] },
    );
    fillIn(field('Company Name'), 'Acme');
    expect(fired).toEqual([]);
    await act(async () => fillIn(screen.getByRole('combobox', { name: 'State' }), '12'));
    await act(async () => fillIn(field('Joining Date'), '2024-05-01'));
    expect(fired).toEqual(['onChange', 'onChange']);
  });
});
