import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { selectWidget } from './Select.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

// Outside a screen the field binds to a standalone form: what the borrower sees and picks is tested
// here; the form's rules and messages are tested with the screens that use it.
const relation = {
  form: 'contacts',
  field: 'oneRelation',
  label: 'Relationship',
  placeholder: 'Select relationship',
  options: [
    { label: 'Father', value: 'father' },
    { label: 'Mother', value: 'mother' },
  ],
};

const select = () => screen.getByRole('combobox', { name: 'Relationship' }) as HTMLSelectElement;
const optionTexts = () => Array.from(select().options).map((option) => option.textContent);

describe('Select', () => {
  it('is a drop-down named by its label that starts on its placeholder, hidden from the list', () => {
    renderWidget(selectWidget, relation);
    expect(screen.getByText('Relationship').tagName).toBe('LABEL');
    expect(optionTexts()).toEqual(['Select relationship', 'Father', 'Mother']);
    expect(select().value).toBe('');
    expect(select().options[0]!.hidden).toBe(true);
  });

  it('reads a server list through labelKey and valueKey, holding ids as strings', () => {
    renderWidget(selectWidget, {
      form: 'basic',
      field: 'state',
      label: 'Relationship',
      items: [
        { id: 7, name: 'Delhi' },
        { id: 12, name: 'Goa' },
      ],
      labelKey: 'name',
      valueKey: 'id',
    });
    expect(optionTexts()).toEqual(['', 'Delhi', 'Goa']);
    fillIn(select(), '12');
    expect(select().value).toBe('12');
    expect(select().selectedOptions[0]!.textContent).toBe('Goa');
  });

  it('runs onChange after the value has changed', async () => {
    const seen: string[] = [];
    render(
      <selectWidget.component
        props={relation}
        fire={async (event) => void seen.push(`${event}:${select().value}`)}
        has={() => true}
      />,
    );
    await act(async () => fillIn(select(), 'mother'));
    expect(seen).toEqual(['onChange:mother']);
  });

  it('shows the placeholder, not a stranger, when the list no longer holds the chosen value', () => {
    const districts = (items: { id: number; name: string }[]) => ({
      form: 'basic',
      field: 'district',
      label: 'Relationship',
      items,
      labelKey: 'name',
      valueKey: 'id',
    });
    const { rerender } = renderWidget(selectWidget, districts([{ id: 1, name: 'Central' }]));
    fillIn(select(), '1');
    rerender(
      districts([
        { id: 5, name: 'North Goa' },
        { id: 6, name: 'South Goa' },
      ]),
    );
    expect(optionTexts()).toEqual(['', 'North Goa', 'South Goa']);
    expect(select().value).not.toBe('5');
  });

  it('draws only the placeholder until its list has loaded, and can be disabled', () => {
    renderWidget(selectWidget, { ...relation, options: undefined, items: undefined, disabled: true });
    expect(optionTexts()).toEqual(['Select relationship']);
    expect(select().disabled).toBe(true);
  });

  it('lists options under their headings when the screen groups them', () => {
    renderWidget(selectWidget, {
      ...relation,
      options: [
        { label: 'Father', value: 'Father', group: 'Parents' },
        { label: 'Mother', value: 'Mother', group: 'Parents' },
        { label: 'brother', value: 'brother', group: 'Siblings or children' },
        { label: 'Other', value: 'Other' },
      ],
    });
    const groups = Array.from(select().querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Parents', ['Father', 'Mother']],
      ['Siblings or children', ['brother']],
    ]);
    expect(optionTexts()).toEqual(['Select relationship', 'Father', 'Mother', 'brother', 'Other']);
    fillIn(select(), 'brother');
    expect(select().value).toBe('brother');
  });
});
