import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { tagWidget } from './Tag.tsx';

describe('Tag', () => {
  it('shows the status in its tone', () => {
    renderWidget(tagWidget, { text: 'Auditing', tone: 'valid' });
    expect(screen.getByText('Auditing').dataset.tone).toBe('valid');
  });

  it('is neutral unless told otherwise', () => {
    renderWidget(tagWidget, { text: 'Fulled' });
    expect(screen.getByText('Fulled').dataset.tone).toBe('neutral');
  });

  it('draws nothing for an unknown state that maps to no text', () => {
    const { container } = renderWidget(tagWidget, { text: '' });
    expect(container.innerHTML).toBe('');
  });
});
