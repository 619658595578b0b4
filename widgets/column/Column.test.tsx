import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { columnWidget } from './Column.tsx';

describe('Column', () => {
  it('shows its children in order', () => {
    renderWidget(columnWidget, { gap: 'sm' }, { children: [<p key="a">First</p>, <p key="b">Second</p>] });
    const texts = screen.getAllByText(/First|Second/).map((el) => el.textContent);
    expect(texts).toEqual(['First', 'Second']);
  });

  it('applies the spacing tokens and background it is given', () => {
    renderWidget(
      columnWidget,
      { gap: 'lg', padding: 'none', background: '#f5f7fb' },
      { children: <p>Body</p> },
    );
    const column = screen.getByText('Body').parentElement!;
    expect(column.style.gap).toBe('var(--space-lg)');
    expect(column.style.padding).toBe('0px');
    expect(column.style.background).toBe('rgb(245, 247, 251)');
  });

  it('is a polite live region read whole only when asked, so a card swapped in place is announced', () => {
    const { rerender } = renderWidget(columnWidget, {}, { children: <p>Waiting</p> });
    const column = screen.getByText('Waiting').parentElement!;
    expect(column.getAttribute('aria-live')).toBeNull();
    expect(column.getAttribute('aria-atomic')).toBeNull();
    rerender({ live: true });
    expect(column.getAttribute('aria-live')).toBe('polite');
    expect(column.getAttribute('aria-atomic')).toBe('true');
  });

  it('declares itself a container without events, as its schema says', () => {
    expect(columnWidget.container).toBe(true);
    expect(columnWidget.events).toEqual([]);
    expect(columnWidget.type).toBe('Column');
  });
});
