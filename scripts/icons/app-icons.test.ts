import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawIcon, faviconSvg } from './app-icons.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

describe('the app icons', () => {
  it('commits the favicon that is drawn, as strokes with no text to find a font for', () => {
    const committed = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
    expect(committed).toBe(faviconSvg());
    expect(committed).not.toMatch(/<text|font-family/);
    // The two bars, the bowl with its waist, and the leg, on the brand's rounded square.
    expect(committed).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(committed).toContain('<rect width="32" height="32" rx="7" fill="#1f4fd8"/>');
    expect(committed.match(/<path /g)).toHaveLength(2);
  });

  it('commits the home-screen icons that are drawn', () => {
    for (const [name, size, coin] of APP_ICONS.filter(([, size]) => size < 512)) {
      const committed = readFileSync(path.join(publicDir, 'icons', name));
      expect({ name, same: committed.equals(drawIcon(size, coin)) }).toEqual({ name, same: true });
    }
  });
});
