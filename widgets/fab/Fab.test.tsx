import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, spinnerIn } from '../test-support.tsx';
import { fabWidget } from './Fab.tsx';

describe('Fab', () => {
  it('is a button named by its label that runs its actions', async () => {
    const { fired } = renderWidget(fabWidget, { label: 'Feedback', icon: 'chat' }, { events: ['onPress'] });
    const fab = screen.getByRole('button', { name: 'Feedback' });
    expect(fab.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    await act(async () => fireEvent.click(fab));
    expect(fired).toEqual(['onPress']);
  });

  it("shows its spinner in the icon's place while its actions run, and ignores a second tap", async () => {
    const { fired } = renderWidget(
      fabWidget,
      { label: 'Feedback', icon: 'chat' },
      { events: ['onPress'], delayMs: 30 },
    );
    const fab = screen.getByRole('button', { name: 'Feedback' });
    await act(async () => fireEvent.click(fab));
    expect(fab.getAttribute('aria-busy')).toBe('true');
    expect(fab.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(fab));
    expect(fired).toEqual(['onPress']);
    expect(spinnerIn(fab)).not.toBeNull();
    expect(fab.querySelector('svg')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(spinnerIn(fab)).toBeNull();
    expect(fab.querySelector('svg')).not.toBeNull();
  });
});
