import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { choiceGroupWidget, type ChoiceGroupProps } from './ChoiceGroup.tsx';

const amounts: ChoiceGroupProps = {
  form: 'loan',
  field: 'amount',
  label: 'Loan amount',
  items: [1000, 2000, 5000],
  labelFormat: 'money',
};

const cards: ChoiceGroupProps = {
  form: 'loan',
  field: 'cardId',
  label: 'Bank account',
  layout: 'list',
  items: [
    { id: 31, account: '••••1234', ifsc: 'IFSC HDFC0001234' },
    { id: 32, account: '••••9876', ifsc: 'IFSC SBIN0000456' },
  ],
  labelKey: 'account',
  valueKey: 'id',
  descriptionKey: 'ifsc',
};

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkedNames = () =>
  screen
    .getAllByRole('radio')
    .filter((element) => (element as HTMLInputElement).checked)
    .map((element) => element.getAttribute('value'));

describe('ChoiceGroup', () => {
  it('is a radio group named by its legend; plain amounts show as rupees and hold the number as text', () => {
    renderWidget(choiceGroupWidget, amounts);
    expect(screen.getByRole('radiogroup', { name: 'Loan amount' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((element) => element.getAttribute('value'))).toEqual([
      '1000',
      '2000',
      '5000',
    ]);
    expect(radio('₹\u00a05,000')).toBeTruthy();
    expect(checkedNames()).toEqual([]);
  });

  it('chooses one option at a time on a tap of its chip', () => {
    renderWidget(choiceGroupWidget, amounts);
    fireEvent.click(screen.getByText('₹ 2,000'));
    expect(checkedNames()).toEqual(['2000']);
    fireEvent.click(screen.getByText('₹ 1,000'));
    expect(checkedNames()).toEqual(['1000']);
  });

  it('runs onChange after the choice is made', async () => {
    const seen: string[] = [];
    render(
      <choiceGroupWidget.component
        props={amounts}
        fire={async (event) => void seen.push(`${event}:${checkedNames().join()}`)}
        has={() => true}
      />,
    );
    await act(async () => fireEvent.click(radio('₹\u00a05,000')));
    expect(seen).toEqual(['onChange:5000']);
  });

  it('draws list rows named by their first line and described by the second', () => {
    const { container } = renderWidget(choiceGroupWidget, cards);
    expect(container.querySelector('fieldset')!.dataset.layout).toBe('list');
    const first = radio('ending in 1234');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(
      'IFSC HDFC0001234',
    );
    fireEvent.click(screen.getByText('IFSC SBIN0000456'));
    expect(checkedNames()).toEqual(['32']);
  });

  it('chooses the default when the field holds none of the options, without running onChange', () => {
    const { fired } = renderWidget(
      choiceGroupWidget,
      { ...amounts, defaultValue: 5000 },
      { events: ['onChange'] },
    );
    expect(checkedNames()).toEqual(['5000']);
    expect(fired).toEqual([]);
  });

  it('keeps the borrower’s choice when the options are drawn again', () => {
    const { rerender } = renderWidget(choiceGroupWidget, { ...amounts, defaultValue: 5000 });
    fireEvent.click(radio('₹\u00a01,000'));
    rerender({ ...amounts, items: [1000, 2000, 5000, 8000], defaultValue: 8000 });
    expect(checkedNames()).toEqual(['1000']);
  });

  it('ignores a default that is not among the options', () => {
    renderWidget(choiceGroupWidget, { ...amounts, defaultValue: 7000 });
    expect(checkedNames()).toEqual([]);
  });

  it('chooses the last or first option by position when asked, without running onChange', () => {
    const { fired, unmount } = renderWidget(
      choiceGroupWidget,
      { ...amounts, defaultOption: 'last' },
      { events: ['onChange'] },
    );
    expect(checkedNames()).toEqual(['5000']);
    expect(fired).toEqual([]);
    unmount();
    renderWidget(choiceGroupWidget, { ...cards, defaultOption: 'first' });
    expect(checkedNames()).toEqual(['31']);
  });

  it('prefers a defaultValue among the options over the position, and falls back to the position', () => {
    const { unmount } = renderWidget(choiceGroupWidget, {
      ...cards,
      defaultValue: '32',
      defaultOption: 'first',
    });
    expect(checkedNames()).toEqual(['32']);
    unmount();
    renderWidget(choiceGroupWidget, { ...cards, defaultValue: '99', defaultOption: 'first' });
    expect(checkedNames()).toEqual(['31']);
  });

  it('keeps the borrower’s choice over the position default when the list is drawn again', () => {
    const { rerender } = renderWidget(choiceGroupWidget, { ...amounts, defaultOption: 'last' });
    fireEvent.click(radio('₹\u00a01,000'));
    rerender({ ...amounts, items: [1000, 2000, 5000, 8000], defaultOption: 'last' });
    expect(checkedNames()).toEqual(['1000']);
  });
});
