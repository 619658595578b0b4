import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { bottomNavWidget } from './BottomNav.tsx';

describe('BottomNav', () => {
  it('is a named navigation landmark holding its tabs', () => {
    renderWidget(
      bottomNavWidget,
      {},
      { children: [<button key="h">Home</button>, <button key="a">Account</button>] },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Home', 'Account']);
  });

  it('takes a custom landmark name', () => {
    renderWidget(bottomNavWidget, { label: 'Sections' }, { children: <button>Home</button> });
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
  });
});
