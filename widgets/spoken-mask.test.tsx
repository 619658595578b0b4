import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenMask } from './spoken-mask.tsx';

const heading = (text: string) => render(<h2>{spokenMask(text)}</h2>);

describe('a masked number as a screen reader says it', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('says "ending in" for the mask, which it does not read, and draws the mask as written', () => {
    const { container } = heading('**********0002');
    expect(screen.getByRole('heading', { name: 'ending in 0002' })).toBeTruthy();
    const drawn = [...container.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent);
    expect(drawn, 'what the eyes read').toEqual(['**********', '0002']);
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('ending in 0002');
  });

  it("keeps what is before the mask, and a bullet mask's space", () => {
    heading('+91 ******3210');
    expect(screen.getByRole('heading', { name: '+91 ending in 3210' })).toBeTruthy();
    document.body.innerHTML = '';
    heading('•••• 0002');
    expect(screen.getByRole('heading', { name: 'ending in 0002' })).toBeTruthy();
  });

  it("in the page's language", () => {
    document.documentElement.lang = 'hi';
    heading('********9012');
    expect(screen.getByRole('heading', { name: 'आख़िरी अंक 9012' })).toBeTruthy();
  });

  it('leaves any other text as it is, a star or two included', () => {
    expect(spokenMask('Rupee Flex')).toBe('Rupee Flex');
    expect(spokenMask('Rated 5 * by borrowers **')).toBe('Rated 5 * by borrowers **');
  });
});
