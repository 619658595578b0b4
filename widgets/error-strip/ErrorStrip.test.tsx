import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { errorStripWidget } from './ErrorStrip.tsx';

describe('ErrorStrip', () => {
  it('announces the message as an alert', () => {
    renderWidget(errorStripWidget, { text: 'Too many requests, try again later' });
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, try again later');
  });

  it('draws nothing while there is no message, and appears when one arrives', () => {
    const { rerender } = renderWidget(errorStripWidget, { text: '' });
    expect(screen.queryByRole('alert')).toBeNull();
    rerender({ text: 'Network error, please try again' });
    expect(screen.getByRole('alert').textContent).toBe('Network error, please try again');
  });
});
