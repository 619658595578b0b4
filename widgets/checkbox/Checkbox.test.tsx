import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { checkboxWidget } from './Checkbox.tsx';

const consent = {
  form: 'login',
  field: 'agree',
  label: 'I agree with the',
  linkText: 'Loan Guarantee Argreement',
};

describe('Checkbox', () => {
  it('is a checkbox named by its label; tapping the label ticks it', () => {
    renderWidget(checkboxWidget, consent);
    const box = screen.getByRole('checkbox', { name: 'I agree with the' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('I agree with the'));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });

  it('opens the agreement from its link without ticking the box', async () => {
    const { fired } = renderWidget(checkboxWidget, consent, { events: ['onLinkPress'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Loan Guarantee Argreement' })));
    expect(fired).toEqual(['onLinkPress']);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('draws no link when the screen attaches nothing to it', () => {
    renderWidget(checkboxWidget, consent);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
