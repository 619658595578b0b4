import { describe, expect, it } from 'vitest';
import { choiceOptions, optionRuns, optionsKey } from './choice-options.ts';

describe('choiceOptions', () => {
  it('takes the options written in the screen, values as strings', () => {
    expect(choiceOptions({ options: [{ label: 'Seven', value: 7 }] })).toEqual([
      { label: 'Seven', value: '7' },
    ]);
  });

  it('reads server lists through the named keys', () => {
    expect(
      choiceOptions({
        items: [
          { dictLabel: 'Salaried', dictValue: '1' },
          { dictLabel: 'Self-employed', dictValue: '2' },
        ],
        labelKey: 'dictLabel',
        valueKey: 'dictValue',
      }),
    ).toEqual([
      { label: 'Salaried', value: '1' },
      { label: 'Self-employed', value: '2' },
    ]);
  });

  it('prefers options over items, and draws nothing for a list that has not loaded', () => {
    expect(
      choiceOptions({ options: [{ label: 'A', value: 'a' }], items: [{ label: 'B', value: 'b' }] }),
    ).toEqual([{ label: 'A', value: 'a' }]);
    expect(choiceOptions({ items: undefined })).toEqual([]);
    expect(choiceOptions({ items: 'not a list' as unknown as [] })).toEqual([]);
  });

  it('skips entries without a value and repeated values; a missing label shows the value', () => {
    expect(
      choiceOptions({
        items: [{ id: 1, name: 'Delhi' }, { name: 'No id' }, { id: 1, name: 'Delhi again' }, { id: 2 }, null],
        labelKey: 'name',
        valueKey: 'id',
      }),
    ).toEqual([
      { label: 'Delhi', value: '1' },
      { label: '2', value: '2' },
    ]);
  });

  it('takes plain values as their own labels (days 1-31, amounts)', () => {
    expect(choiceOptions({ items: [1, 2] })).toEqual([
      { label: '1', value: '1' },
      { label: '2', value: '2' },
    ]);
  });

  it('keys a list by its values', () => {
    expect(optionsKey(choiceOptions({ items: [1, 2] }))).not.toBe(
      optionsKey(choiceOptions({ items: [1, 3] })),
    );
  });

  it('keeps a heading with its option and runs consecutive options of one heading together', () => {
    const options = choiceOptions({
      options: [
        { label: 'Father', value: 'Father', group: 'Parents' },
        { label: 'Mother', value: 'Mother', group: 'Parents' },
        { label: 'Friends', value: 'Friends', group: 'Friends' },
        { label: 'Other', value: 'Other' },
      ],
    });
    expect(options[0]).toEqual({ label: 'Father', value: 'Father', group: 'Parents' });
    expect(optionRuns(options).map((run) => [run.group, run.options.map((o) => o.value)])).toEqual([
      ['Parents', ['Father', 'Mother']],
      ['Friends', ['Friends']],
      [undefined, ['Other']],
    ]);
  });
});
