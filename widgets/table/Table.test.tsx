import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { tableWidget } from './Table.tsx';

describe('Table', () => {
  it('is a table whose cells a screen reader finds by column and row heading', () => {
    renderWidget(tableWidget, {
      caption: 'Loan table',
      header: ['Number of loans', 'Amount'],
      rows: [
        [1, '1000-5000'],
        [3, '3000-10000'],
        [5, '5000-40000'],
      ],
    });
    const table = screen.getByRole('table', { name: 'Loan table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number of loans', 'Amount']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '3', '5']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1000-5000', '3000-10000', '5000-40000']);
  });

  it('draws an empty body while its rows have not loaded', () => {
    renderWidget(tableWidget, { rows: undefined as unknown as [] });
    expect(screen.getByRole('table').querySelectorAll('tr')).toHaveLength(0);
  });
});
