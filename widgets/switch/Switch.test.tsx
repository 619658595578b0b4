import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { switchWidget } from './Switch.tsx';

const autoMoney = {
  form: 'loan',
  field: 'autoGetMoney',
  label: 'Auto get money',
  description: 'The money is sent to your account as soon as the loan is approved',
};

describe('Switch', () => {
  it('is a switch named by its label and described by its second line', () => {
    renderWidget(switchWidget, autoMoney);
    const toggle = screen.getByRole('switch', { name: 'Auto get money' });
    const description = document.getElementById(toggle.getAttribute('aria-describedby')!);
    expect(description!.textContent).toBe(autoMoney.description);
  });

  it('flips on a tap anywhere on its row and reports its state as checked or not', () => {
    renderWidget(switchWidget, autoMoney);
    expect(screen.getByRole('switch', { checked: false })).toBeTruthy();
    fireEvent.click(screen.getByText(autoMoney.description));
    expect(screen.getByRole('switch', { checked: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch', { checked: false })).toBeTruthy();
  });

  it('needs no description', () => {
    renderWidget(switchWidget, { form: 'loan', field: 'autoGetMoney', label: 'Auto get money' });
    expect(
      screen.getByRole('switch', { name: 'Auto get money' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });
});
