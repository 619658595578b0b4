import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, spinnerIn } from '../test-support.tsx';
import { listItemWidget } from './ListItem.tsx';

describe('ListItem', () => {
  it('is a button named by its label and detail when it has actions', async () => {
    const { fired } = renderWidget(
      listItemWidget,
      { label: 'Order History', icon: 'orders', detail: '2 loans' },
      { events: ['onPress'] },
    );
    const row = screen.getByRole('button', { name: 'Order History 2 loans' });
    await act(async () => fireEvent.click(row));
    expect(fired).toEqual(['onPress']);
    expect(row.querySelectorAll('svg')).toHaveLength(2); // icon and chevron
  });

  it('is plain text without actions, and shows no chevron', () => {
    const { container } = renderWidget(listItemWidget, { label: 'Version 1.0' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Version 1.0')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it("ignores a second tap while its actions run, its spinner in the chevron's place", async () => {
    const { fired } = renderWidget(
      listItemWidget,
      { label: 'Quit', tone: 'danger' },
      { events: ['onPress'], delayMs: 30 },
    );
    const row = screen.getByRole('button', { name: 'Quit' });
    await act(async () => fireEvent.click(row));
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.getAttribute('aria-disabled')).toBe('true');
    expect(spinnerIn(row)).not.toBeNull();
    expect(row.querySelector('svg')).toBeNull();
    await act(async () => fireEvent.click(row));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fired).toEqual(['onPress']);
    expect(row.dataset.tone).toBe('danger');
    expect(spinnerIn(row)).toBeNull();
    expect(row.querySelector('svg')).not.toBeNull();
  });
});
