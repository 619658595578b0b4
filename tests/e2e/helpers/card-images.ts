// Photos of identity cards the end-to-end tests make themselves: an Aadhaar front and a PAN card
// drawn as HTML in the test's own browser and captured as images, so every run uploads a card
// with numbers it chose (made up; the Aadhaar number carries a valid Verhoeff check digit) and the
// server's OCR has to read them. Also the bad files: a non-image named .jpg and an 11 MB file.
import type { Browser } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A personal PAN with random digits: ABCPV, 4 digits, F. The letters stay fixed: a PAN is read by
 * the sandbox OCR (Tesseract) from a photo, and some letter pairs are ambiguous in print (Z and 2,
 * J and a bracket); these are letters a card's font shows unmistakably.
 */
export function randomReadablePan(): string {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `ABCPV${digits}F`;
}

/** `234567890124` as printed on the card: `2345 6789 0124`. */
const grouped = (aadhaar: string) => aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');

const CARD_STYLE = `
  body { margin: 0; background: #fff; font-family: 'DejaVu Sans', 'Noto Sans', sans-serif; }
  .card { position: relative; width: 860px; height: 540px; border: 2px solid #bbb; border-radius: 24px;
          overflow: hidden; background: #fffef9; color: #111; }
  .top { height: 88px; text-align: center; font-size: 28px; font-weight: bold; line-height: 88px;
         background: linear-gradient(90deg, #f7941d, #fff 40%, #fff 60%, #138808); }
  .face { position: absolute; left: 44px; top: 130px; width: 180px; height: 220px; background: #d8d8d8; }
  .lines { position: absolute; left: 270px; top: 136px; font-size: 32px; line-height: 54px; }
  .number { position: absolute; left: 0; right: 0; top: 420px; text-align: center; font-size: 54px;
            font-weight: bold; letter-spacing: 4px; }
  .pan { background: #e4f1fa; }
  .pan .head { padding: 26px 40px 0; font-size: 30px; font-weight: bold; }
  .pan .rows { position: absolute; left: 40px; top: 120px; font-size: 28px; line-height: 46px; }
  .pan .caption { font-size: 20px; color: #333; }
  .pan .id { font-size: 42px; font-weight: bold; letter-spacing: 3px; }
`;

function aadhaarHtml(name: string, aadhaar: string): string {
  return `<style>${CARD_STYLE}</style>
    <div class="card">
      <div class="top">Government of India</div>
      <div class="face"></div>
      <div class="lines">${name}<br>DOB: 17/05/1996<br>FEMALE</div>
      <div class="number">${grouped(aadhaar)}</div>
    </div>`;
}

function panHtml(name: string, pan: string): string {
  return `<style>${CARD_STYLE}</style>
    <div class="card pan">
      <div class="head">INCOME TAX DEPARTMENT &nbsp; GOVT. OF INDIA</div>
      <div class="rows">
        <div class="caption">Permanent Account Number Card</div>
        <div class="id">${pan}</div>
        <div class="caption">Name</div><div>${name.toUpperCase()}</div>
        <div class="caption">Date of Birth</div><div>17/05/1996</div>
      </div>
    </div>`;
}

/** How a card is captured: by default as a scan would be, or as a phone camera takes it. */
interface CaptureOptions {
  /** Device pixels per CSS pixel: 4 makes the card 3,456 x 2,176 pixels, a camera's 7.5 megapixels. */
  scale?: number;
  /** A sensor's grain over the card, which makes the JPEG as heavy as a camera's. */
  grain?: boolean;
}

async function capture(
  browser: Browser,
  html: string,
  type: 'png' | 'jpeg',
  { scale = 1, grain = false }: CaptureOptions = {},
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: scale });
  try {
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    if (grain)
      await page.evaluate((scale) => {
        const card = document.querySelector<HTMLElement>('.card')!;
        const noise = document.createElement('canvas');
        noise.width = card.offsetWidth * scale;
        noise.height = card.offsetHeight * scale;
        noise.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;opacity:0.12';
        const context = noise.getContext('2d')!;
        const pixels = context.createImageData(noise.width, noise.height);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const grey = Math.random() * 255;
          pixels.data.set([grey, grey, grey, 255], i);
        }
        context.putImageData(pixels, 0, 0);
        card.append(noise);
      }, scale);
    // A camera keeps more of the detail than a scan saved for the web.
    const quality = grain ? 95 : 90;
    return await page.locator('.card').screenshot(type === 'jpeg' ? { type, quality } : { type });
  } finally {
    await page.close();
  }
}

export async function aadhaarFrontPhoto(
  browser: Browser,
  name: string,
  aadhaar: string,
): Promise<UploadFile> {
  return {
    name: 'aadhaar-front.jpg',
    mimeType: 'image/jpeg',
    buffer: await capture(browser, aadhaarHtml(name, aadhaar), 'jpeg'),
  };
}

/**
 * The same Aadhaar front as a phone camera takes it: 7.5 megapixels with a sensor's grain, a JPEG of
 * several megabytes, which the app makes lighter before sending (decision 0040).
 */
export async function cameraAadhaarPhoto(
  browser: Browser,
  name: string,
  aadhaar: string,
): Promise<UploadFile> {
  return {
    name: 'IMG_20261123_101500.jpg',
    mimeType: 'image/jpeg',
    buffer: await capture(browser, aadhaarHtml(name, aadhaar), 'jpeg', { scale: 4, grain: true }),
  };
}

export async function panCardPhoto(browser: Browser, name: string, pan: string): Promise<UploadFile> {
  return {
    name: 'pan-card.png',
    mimeType: 'image/png',
    buffer: await capture(browser, panHtml(name, pan), 'png'),
  };
}

/** A text file renamed to look like a photo: the picker takes it (by its type), the server must not. */
export function notAnImage(): UploadFile {
  return {
    name: 'aadhaar-front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('These are my bank statements for March, not a photo.\n'.repeat(20)),
  };
}

/**
 * An 11 MB "photo" no browser can decode (a JPEG header, then noise): over 10 MB, and it cannot be
 * made smaller, so the picker must refuse it with the spec's message and send nothing.
 */
export function elevenMegabyteImage(): UploadFile {
  const buffer = Buffer.alloc(11 * 1024 * 1024);
  for (let i = 0; i < buffer.length; i += 1) buffer[i] = (i * 2654435761) >>> 24;
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { name: 'huge-photo.jpg', mimeType: 'image/jpeg', buffer };
}
