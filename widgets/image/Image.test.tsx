import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { imageWidget } from './Image.tsx';

describe('Image', () => {
  it('shows the picture with its text alternative and size', () => {
    renderWidget(imageWidget, { src: '/logos/quick.png', alt: 'Quick Loan logo', width: 48, height: 48 });
    const image = screen.getByRole('img', { name: 'Quick Loan logo' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/logos/quick.png');
    expect(image.width).toBe(48);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('marks a decorative picture as such', () => {
    const { container } = renderWidget(imageWidget, { src: '/logos/quick.png', alt: '' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('draws nothing without an address, rather than a broken image', () => {
    const { container } = renderWidget(imageWidget, { src: '', alt: 'logo' });
    expect(container.innerHTML).toBe('');
  });
});
