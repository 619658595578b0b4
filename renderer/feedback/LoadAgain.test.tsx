import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadAgain } from './LoadAgain.tsx';

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('the Try again panel', () => {
  it('loads again on a tap, and by itself when the browser says the network is back', () => {
    const loadAgain = vi.fn();
    const { unmount } = render(
      <LoadAgain message="Network error, please try again" onLoadAgain={loadAgain} />,
    );
    expect(screen.getByRole('region', { name: 'Network error, please try again' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(loadAgain).toHaveBeenCalledTimes(1);
    backOnline();
    expect(loadAgain).toHaveBeenCalledTimes(2);
    // Gone with its screen: a later reconnection loads nothing for it.
    unmount();
    backOnline();
    expect(loadAgain).toHaveBeenCalledTimes(2);
  });
});
