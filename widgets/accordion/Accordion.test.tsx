import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { accordionWidget } from './Accordion.tsx';

describe('Accordion', () => {
  it('holds its items in order', () => {
    renderWidget(
      accordionWidget,
      {},
      { children: [<h3 key="1">How to apply?</h3>, <h3 key="2">How to repay?</h3>] },
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'How to apply?',
      'How to repay?',
    ]);
  });
});
