// `npm run icons:draw`: writes the app's icons (scripts/icons/app-icons.ts) into public/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ICONS, drawIcon, faviconSvg } from './icons/app-icons.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const [name, size, coin] of APP_ICONS) {
  writeFileSync(path.join(publicDir, 'icons', name), drawIcon(size, coin));
  console.log(`public/icons/${name} (${size}x${size})`);
}
writeFileSync(path.join(publicDir, 'favicon.svg'), faviconSvg());
console.log('public/favicon.svg');
