import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { accordionItemWidget } from './AccordionItem.tsx';

const faq = { title: 'How do I repay?', content: 'Open the order and tap Repayment.' };

describe('AccordionItem', () => {
  it('starts closed and opens its answer when the question is tapped', () => {
    renderWidget(accordionItemWidget, faq);
    const question = screen.getByRole('button', { name: 'How do I repay?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I repay?' }).textContent).toBe(faq.content);
  });

  it('starts open when asked and closes on a tap', () => {
    renderWidget(accordionItemWidget, { ...faq, initiallyOpen: true });
    const question = screen.getByRole('button', { name: 'How do I repay?' });
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region').textContent).toBe(faq.content);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('ties the question to the answer it controls', () => {
    renderWidget(accordionItemWidget, { ...faq, initiallyOpen: true });
    const question = screen.getByRole('button', { name: 'How do I repay?' });
    expect(question.getAttribute('aria-controls')).toBe(screen.getByRole('region').id);
    expect(screen.getByRole('heading', { level: 3, name: 'How do I repay?' })).toBeTruthy();
  });
});
