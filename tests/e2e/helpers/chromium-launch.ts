// How every Chromium of the project is launched (Playwright tests and the benchmark): the system
// browser when there is one, with flags that work as root in a closed network.
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's Chromium, else undefined (Playwright's own, from `npx playwright install chromium`). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** No sandbox (root), no GPU, and nothing that phones home; Playwright adds --headless itself. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
