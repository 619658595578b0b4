import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { ICON_NAMES } from './glyphs.tsx';
import { iconWidget } from './Icon.tsx';
import schema from './props.schema.json';

describe('Icon', () => {
  it('is announced by its label when it carries meaning', () => {
    renderWidget(iconWidget, { name: 'help', label: 'Help' });
    expect(screen.getByRole('img', { name: 'Help' }).querySelector('svg')).not.toBeNull();
  });

  it('is hidden from screen readers when it is decoration', () => {
    const { container } = renderWidget(iconWidget, { name: 'home' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('offers in its schema exactly the glyphs it can draw', () => {
    expect(schema.properties.name.enum).toEqual([...ICON_NAMES]);
  });
});
