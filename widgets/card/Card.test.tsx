import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { cardWidget } from './Card.tsx';

describe('Card', () => {
  it('groups its children on one surface', () => {
    renderWidget(cardWidget, {}, { children: [<h2 key="t">Quick Loan</h2>, <p key="b">Up to ₹ 5,000</p>] });
    const card = screen.getByRole('heading', { name: 'Quick Loan' }).parentElement!;
    expect(card.contains(screen.getByText('Up to ₹ 5,000'))).toBe(true);
    expect(card.dataset.tone).toBe('plain');
  });

  it('can be drawn in the brand colour', () => {
    renderWidget(cardWidget, { tone: 'highlight', padding: 'lg' }, { children: <p>Offer</p> });
    const card = screen.getByText('Offer').parentElement!;
    expect(card.dataset.tone).toBe('highlight');
    expect(card.style.padding).toBe('var(--space-lg)');
  });

  it('is a group named by its label, so a field repeated in each card says which card it is in', () => {
    renderWidget(cardWidget, { label: 'Emergency contact 2' }, { children: <input aria-label="Name" /> });
    const group = screen.getByRole('group', { name: 'Emergency contact 2' });
    expect(group.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true);
  });

  it('without a label is no group', () => {
    renderWidget(cardWidget, {}, { children: <p>Offer</p> });
    expect(screen.queryByRole('group')).toBeNull();
  });
});
