import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { fabWidget } from './Fab.tsx';

describe('Fab', () => {
  it('is a button named by its label that runs its actions', async () => {
    const { fired } = renderWidget(fabWidget, { label: 'Feedback', icon: 'chat' }, { events: ['onPress'] });
    const fab = screen.getByRole('button', { name: 'Feedback' });
    expect(fab.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    await act(async () => fireEvent.click(fab));
    expect(fired).toEqual(['onPress']);
  });
});
