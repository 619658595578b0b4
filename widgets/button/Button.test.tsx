import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, spinnerIn } from '../test-support.tsx';
import { buttonWidget } from './Button.tsx';
import { tap } from '../../tests/support/user-input.ts';

describe('Button', () => {
  it('runs its onPress actions when tapped', async () => {
    const { fired } = renderWidget(buttonWidget, { label: 'Sign In' }, { events: ['onPress'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(fired).toEqual(['onPress']);
  });

  it('is busy, with its spinner, and ignores further taps until its actions finish', async () => {
    const { fired } = renderWidget(buttonWidget, { label: 'Sign In' }, { events: ['onPress'], delayMs: 30 });
    const button = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(spinnerIn(button)).toBeNull();
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Unavailable to assistive technology, but not disabled, so it keeps the focus (decision 0081).
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(spinnerIn(button)).not.toBeNull();
    await act(async () => fireEvent.click(button));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(fired).toEqual(['onPress']);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(spinnerIn(button)).toBeNull();
  });

  it('does nothing while disabled', async () => {
    const { fired } = renderWidget(buttonWidget, { label: 'Send', disabled: true }, { events: ['onPress'] });
    await act(async () => tap(screen.getByRole('button', { name: 'Send' })));
    expect(fired).toEqual([]);
  });

  it('keeps its variant for the stylesheet', () => {
    renderWidget(buttonWidget, { label: 'Close', variant: 'secondary', fullWidth: true });
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.dataset.variant).toBe('secondary');
    expect(button.dataset.fullWidth).toBe('true');
  });
});
