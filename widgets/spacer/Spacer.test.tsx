import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { spacerWidget } from './Spacer.tsx';

describe('Spacer', () => {
  it('is invisible to assistive technology and takes the requested size', () => {
    renderWidget(spacerWidget, { size: 'xl' });
    const spacer = screen.getByTestId('spacer');
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.style.minHeight).toBe('var(--space-xl)');
    expect(spacer.style.flex).toBe('0 0 auto');
  });

  it('grows to push siblings apart when asked', () => {
    renderWidget(spacerWidget, { grow: true });
    expect(screen.getByTestId('spacer').style.flex).toBe('1 1 auto');
  });
});
