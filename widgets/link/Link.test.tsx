import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { linkWidget, type LinkProps } from './Link.tsx';

describe('Link', () => {
  it('lets the borrower call the phone number', () => {
    renderWidget(linkWidget, { label: '+91 98765 43210', href: 'tel:+919876543210', icon: 'phone' });
    const link = screen.getByRole('link', { name: '+91 98765 43210' });
    expect(link.getAttribute('href')).toBe('tel:+919876543210');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens web pages in a new tab without giving them access to this page', () => {
    renderWidget(linkWidget, { label: 'Terms', href: 'https://example.org/terms' });
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses any other kind of address and shows the text only', () => {
    renderWidget(linkWidget, { label: 'Click', href: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click')).toBeTruthy();
  });

  it('reads its caption from label only: a format-1 text reaches it already renamed, never as text', () => {
    const old = { text: 'Call us', href: 'tel:+919876543210' } as unknown as LinkProps;
    const { container } = renderWidget(linkWidget, old);
    expect(container.textContent).toBe('');
  });
});
