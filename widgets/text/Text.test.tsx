import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { textWidget } from './Text.tsx';

describe('Text', () => {
  it('draws a title as the page heading and a subtitle as a section heading', () => {
    renderWidget(textWidget, { text: 'Sign In', variant: 'title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });

  it('draws a subtitle as a level-2 heading', () => {
    renderWidget(textWidget, { text: 'In progress', variant: 'subtitle' });
    expect(screen.getByRole('heading', { level: 2, name: 'In progress' })).toBeTruthy();
  });

  it('shows numbers from a binding as text', () => {
    renderWidget(textWidget, { text: 5000, variant: 'amount' });
    expect(screen.getByText('5000').tagName).toBe('P');
  });

  it('draws nothing for empty text', () => {
    const { container } = renderWidget(textWidget, { text: '' });
    expect(container.innerHTML).toBe('');
  });

  it('keeps the tone and alignment for the stylesheet', () => {
    renderWidget(textWidget, { text: 'Overdue', tone: 'danger', align: 'center' });
    const text = screen.getByText('Overdue');
    expect(text.dataset.tone).toBe('danger');
    expect(text.dataset.align).toBe('center');
  });
});
