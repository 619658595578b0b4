// The app's icons, drawn from geometry so no image file is copied from anywhere: the brand blue
// with a white rupee sign. `npm run icons:draw` writes them (scripts/draw-app-icons.ts); the test
// beside this file holds the committed files to what is drawn here.
//   public/favicon.svg             the browser tab's icon: the sign as strokes on a rounded square
//   icon-192.png, icon-512.png     purpose "any" (home screen, install dialogs): the sign on a coin
//   icon-maskable-512.png          purpose "maskable": the coin inside the 80 % safe circle
//   apple-touch-icon.png (180)     what iOS puts on the home screen ("Add to Home Screen")
import { PNG } from 'pngjs';

type Rgb = [number, number, number];
const BLUE: Rgb = [0x1f, 0x4f, 0xd8];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const hex = (colour: Rgb) => `#${colour.map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** The rupee sign in a box of 0..1 both ways, y down: every icon draws this one shape. */
const RUPEE = {
  stroke: 0.085,
  /** The two bars' left and right ends, and each bar's top. */
  barLeft: 0.2,
  barRight: 0.8,
  barTops: [0.12, 0.3],
  /** The bowl: the right half of a ring from the top bar down to the waist. */
  bowl: { cx: 0.42, cy: 0.34, r: 0.22 },
  /** The waist's bottom: it runs from the bowl back to the bars' left end. */
  waistBottom: 0.56,
  /** The leg, from the waist down to the bottom right, a little bolder than the rest. */
  leg: { from: [0.26, 0.52], to: [0.7, 0.92], halfWidth: 0.085 * 0.6 },
} as const;

/** Distance from p to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether a point of the glyph box (0..1 both ways) is ink of the rupee sign. */
function rupeeInk(x: number, y: number): boolean {
  const { stroke, barLeft, barRight, barTops, bowl, waistBottom, leg } = RUPEE;
  if (x >= barLeft && x <= barRight && barTops.some((top) => y >= top && y <= top + stroke)) return true;
  const r = Math.hypot(x - bowl.cx, y - bowl.cy);
  if (x >= bowl.cx && r <= bowl.r && r >= bowl.r - stroke) return true;
  if (x >= barLeft && x <= bowl.cx && y >= waistBottom - stroke && y <= waistBottom) return true;
  return segmentDistance(x, y, ...leg.from, ...leg.to) <= leg.halfWidth;
}

/**
 * The favicon: the same sign as strokes, not a `<text>` of "₹". A text needs a font found on the
 * device before the icon can be drawn: in Chromium on the project's test machine, drawing it took
 * the page's main thread a median of 50 ms as the page loaded (20-70 ms, ten loads), against 13 ms
 * for these strokes (4.5-38 ms). The same sign on every device, too, whatever its fonts.
 */
export function faviconSvg(): string {
  const { stroke, barLeft, barRight, barTops, bowl, waistBottom, leg } = RUPEE;
  const size = 32;
  const glyph = 22;
  // The glyph box is centred on the ink: the bars' ends across, the top bar to the leg's end down.
  const left = size / 2 - ((barLeft + barRight) / 2) * glyph;
  const top = size / 2 - ((barTops[0] + leg.to[1] + leg.halfWidth) / 2) * glyph;
  const n = (value: number) => String(Math.round(value * 100) / 100);
  const x = (at: number) => n(left + at * glyph);
  const y = (at: number) => n(top + at * glyph);
  const half = stroke / 2; // a stroke is centred on its path
  const bars = barTops.map((at) => `M${x(barLeft)} ${y(at + half)}H${x(barRight)}`).join('');
  const radius = n((bowl.r - half) * glyph);
  const bowlAndWaist =
    `M${x(bowl.cx)} ${y(bowl.cy - bowl.r + half)}` +
    `A${radius} ${radius} 0 0 1 ${x(bowl.cx)} ${y(waistBottom - half)}H${x(barLeft)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="7" fill="${hex(BLUE)}"/>` +
    `<g fill="none" stroke="${hex(WHITE)}" stroke-width="${n(stroke * glyph)}">` +
    `<path d="${bars}${bowlAndWaist}"/>` +
    `<path d="M${x(leg.from[0])} ${y(leg.from[1])} ${x(leg.to[0])} ${y(leg.to[1])}" ` +
    `stroke-width="${n(leg.halfWidth * 2 * glyph)}" stroke-linecap="round"/>` +
    `</g></svg>\n`
  );
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
export function drawIcon(size: number, coinRadius: number): Buffer {
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

/** The manifest's icons under public/icons/: file, size in pixels, coin radius as a share of it. */
export const APP_ICONS: ReadonlyArray<readonly [string, number, number]> = [
  ['icon-192.png', 192, 0.36],
  ['icon-512.png', 512, 0.36],
  // Maskable: everything that matters within the central circle of 40 % radius.
  ['icon-maskable-512.png', 512, 0.3],
  ['apple-touch-icon.png', 180, 0.36],
];
