import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { keyValueWidget } from './KeyValue.tsx';

describe('KeyValue', () => {
  it('pairs the label with its value as a term and its definition', () => {
    renderWidget(keyValueWidget, { label: 'Loan Amount', value: '₹ 5,000' });
    expect(screen.getByRole('term').textContent).toBe('Loan Amount');
    expect(screen.getByRole('definition').textContent).toBe('₹ 5,000');
  });

  it('shows numbers as given, and a dash for a value that is missing', () => {
    const { rerender } = renderWidget(keyValueWidget, { label: 'Tenure', value: 7 });
    expect(screen.getByRole('definition').textContent).toBe('7');
    rerender({ label: 'Tenure', value: undefined });
    expect(screen.getByRole('definition').textContent).toBe('–');
  });

  it('carries its tone and emphasis, and a hint under the value', () => {
    const { container } = renderWidget(keyValueWidget, {
      label: 'Order ID',
      value: 'LN1024',
      tone: 'danger',
      emphasis: true,
      hint: 'Overdue',
    });
    const row = container.querySelector('dl')!;
    expect(row.dataset.tone).toBe('danger');
    expect(row.dataset.emphasis).toBe('true');
    expect(screen.getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['LN1024', 'Overdue']);
  });
});
