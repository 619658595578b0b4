import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { rowWidget } from './Row.tsx';

describe('Row', () => {
  it('shows its children side by side with the requested distribution', () => {
    renderWidget(
      rowWidget,
      { justify: 'between', gap: 'xs' },
      { children: [<span key="1">Left</span>, <span key="2">Right</span>] },
    );
    const row = screen.getByText('Left').parentElement!;
    expect(row.contains(screen.getByText('Right'))).toBe(true);
    expect(row.dataset.justify).toBe('between');
    expect(row.style.gap).toBe('var(--space-xs)');
  });

  it('wraps only when asked', () => {
    const { rerender } = renderWidget(rowWidget, {}, { children: <span>Item</span> });
    expect(screen.getByText('Item').parentElement!.dataset.wrap).toBe('false');
    rerender({ wrap: true });
    expect(screen.getByText('Item').parentElement!.dataset.wrap).toBe('true');
  });

  it('is a polite live region read whole only when asked, so a state changed in place is announced', () => {
    const { rerender } = renderWidget(rowWidget, {}, { children: <span>Auditing</span> });
    const row = screen.getByText('Auditing').parentElement!;
    expect(row.getAttribute('aria-live')).toBeNull();
    expect(row.getAttribute('aria-atomic')).toBeNull();
    rerender({ live: true });
    expect(row.getAttribute('aria-live')).toBe('polite');
    expect(row.getAttribute('aria-atomic')).toBe('true');
  });
});
