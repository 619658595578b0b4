import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { navItemWidget } from './NavItem.tsx';

describe('NavItem', () => {
  it('goes to its tab when tapped', async () => {
    const { fired } = renderWidget(
      navItemWidget,
      { label: 'Account', icon: 'account' },
      { events: ['onPress'] },
    );
    const tab = screen.getByRole('button', { name: 'Account' });
    expect(tab.getAttribute('aria-current')).toBeNull();
    await act(async () => fireEvent.click(tab));
    expect(fired).toEqual(['onPress']);
  });

  it('marks the active tab as the current page and stays put when it is tapped', async () => {
    const { fired } = renderWidget(
      navItemWidget,
      { label: 'Home', icon: 'home', active: true },
      { events: ['onPress'] },
    );
    const tab = screen.getByRole('button', { name: 'Home' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(tab));
    expect(fired).toEqual([]);
  });
});
