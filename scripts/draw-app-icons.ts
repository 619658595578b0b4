// `npm run icons:draw`: draws the app icons of the web app manifest (public/icons/) from geometry, so
// no image file is copied from anywhere: the brand blue with a white coin bearing a rupee sign.
//   icon-192.png, icon-512.png     purpose "any" (home screen, install dialogs)
//   icon-maskable-512.png          purpose "maskable": the coin inside the 80 % safe circle
//   apple-touch-icon.png (180)     what iOS puts on the home screen ("Add to Home Screen")
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'icons');

type Rgb = [number, number, number];
const BLUE: Rgb = [0x1f, 0x4f, 0xd8];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** Distance from p to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether a point of the glyph box (0..1 both ways) is ink of the rupee sign. */
function rupeeInk(x: number, y: number): boolean {
  const stroke = 0.085;
  const bar = (top: number) => x >= 0.2 && x <= 0.8 && y >= top && y <= top + stroke;
  if (bar(0.12) || bar(0.3)) return true;
  // The bowl: the right half of a ring from the top bar down to the waist.
  const cx = 0.42;
  const cy = 0.34;
  const r = Math.hypot(x - cx, y - cy);
  if (x >= cx && r <= 0.22 && r >= 0.22 - stroke) return true;
  // The waist back to the left, then the leg down to the bottom right.
  if (x >= 0.2 && x <= cx && y >= 0.56 - stroke && y <= 0.56) return true;
  return segmentDistance(x, y, 0.26, 0.52, 0.7, 0.92) <= stroke * 0.6;
}

/** Colour of a point of the icon (0..1 both ways); `coinRadius` as a share of the icon. */
function colourAt(x: number, y: number, coinRadius: number): Rgb {
  const r = Math.hypot(x - 0.5, y - 0.5);
  if (r > coinRadius) return BLUE;
  const glyph = coinRadius * 1.45;
  const gx = (x - 0.5) / glyph + 0.5;
  const gy = (y - 0.5) / glyph + 0.5;
  return rupeeInk(gx, gy) ? BLUE : WHITE;
}

/** Draws with 4x4 samples per pixel so edges are smooth. */
function draw(size: number, coinRadius: number): Buffer {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            coinRadius,
          );
          for (let c = 0; c < 3; c++) sum[c]! += colour[c]!;
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) png.data[at + c] = Math.round(sum[c]! / (samples * samples));
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(outDir, { recursive: true });
const icons: Array<[string, number, number]> = [
  ['icon-192.png', 192, 0.36],
  ['icon-512.png', 512, 0.36],
  // Maskable: everything that matters within the central circle of 40 % radius.
  ['icon-maskable-512.png', 512, 0.3],
  ['apple-touch-icon.png', 180, 0.36],
];
for (const [name, size, coin] of icons) {
  writeFileSync(path.join(outDir, name), draw(size, coin));
  console.log(`public/icons/${name} (${size}x${size})`);
}
