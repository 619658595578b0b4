import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { emptyStateWidget } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the message and what to do next', () => {
    renderWidget(
      emptyStateWidget,
      { text: 'No order history go get your first loan' },
      { children: <button type="button">Apply</button> },
    );
    expect(screen.getByText('No order history go get your first loan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('draws its picture as decoration', () => {
    const { container } = renderWidget(emptyStateWidget, { text: 'Nothing here', image: '/img/empty.svg' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/img/empty.svg');
  });
});
