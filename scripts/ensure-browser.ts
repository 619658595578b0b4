// Makes sure the end-to-end tests have a browser and pinned fonts before they start.
// Order: CHROME_PATH or Debian's /usr/bin/chromium; else, as root on Debian, install Chromium from
// apt; else Playwright's own Chromium (`npx playwright install chromium`, which downloads it).
// Screenshot baselines are drawn with Debian's Noto fonts (sans-serif, serif) and Liberation/DejaVu
// (the metric aliases of Arial, Helvetica and monospace), so these packages are installed whenever apt
// is available: without them snapshots differ from machine to machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';
const pinnedFonts = ['fonts-noto-core', 'fonts-liberation', 'fonts-dejavu-core', 'fonts-dejavu-extra'];

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian =
  existsSync('/etc/debian_version') || /ID(_LIKE)?=.*debian/.test(readIfExists('/etc/os-release'));
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/usr/bin/dpkg');

function debInstalled(name: string): boolean {
  const status = spawnSync('dpkg', ['-s', name], { encoding: 'utf8' });
  return status.status === 0 && /Status: install ok installed/.test(status.stdout);
}

/** Chromium's recommends are a desktop stack (mesa, upower, ...) headless tests do not need; the fonts are named. */
function aptInstall(packages: string[]): void {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

const missing: string[] = [];
const configured = process.env.CHROME_PATH;
if (configured) {
  if (!existsSync(configured)) {
    console.error(`CHROME_PATH is set to ${configured}, which does not exist.`);
    process.exit(1);
  }
  console.log(`Browser: ${configured} (CHROME_PATH)`);
} else if (existsSync(debianChromium)) {
  console.log(`Browser: ${debianChromium}`);
} else if (isRoot && isDebian && hasApt) {
  missing.push('chromium');
} else {
  console.log(
    `No Chromium at ${debianChromium} and no CHROME_PATH; this is not a Debian machine run as root, so`,
  );
  console.log(
    'falling back to Playwright\'s own Chromium (downloaded by "npx playwright install chromium").',
  );
  console.log('To use another browser instead, set CHROME_PATH to its executable.');
  run('npx', ['playwright', 'install', 'chromium']);
}

const missingFonts = hasApt ? pinnedFonts.filter((name) => !debInstalled(name)) : [];
if (missingFonts.length > 0) {
  if (isRoot) missing.push(...missingFonts);
  else
    console.warn(
      `Not installed: ${missingFonts.join(' ')}; screenshot comparisons may differ. Install with: sudo apt-get install -y ${missingFonts.join(' ')}`,
    );
}

if (missing.length > 0) {
  console.log(`Installing from apt: ${missing.join(', ')}`);
  aptInstall(missing);
}
console.log('Browser and fonts ready.');
