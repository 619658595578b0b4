/**
 * npm run copy:extract [-- <screens folder> <copy folder>] — moves the texts written in screens into
 * the copy catalogue (default schemas/screens and schemas/copy; decision 0016) and writes
 * `{ "$copy": "<key>" }` in their place; also sorts the catalogue files. Review the new keys and
 * rename clumsy ones (in en.json, the translations and the screens), then add their translations.
 */
import path from 'node:path';
import { extractCopy } from './copy/extract-copy.ts';

const [screensArg, copyArg] = process.argv.slice(2);
const root = process.cwd();
const copyDir = path.resolve(root, copyArg ?? 'schemas/copy');
const report = await extractCopy({
  screensDir: path.resolve(root, screensArg ?? 'schemas/screens'),
  copyDir,
  widgetsDir: path.resolve(root, 'widgets'),
  prettierConfig: path.join(root, '.prettierrc.json'),
});

for (const { file, reason } of report.skipped)
  console.log(`${file}: skipped, it could not be read: ${reason}`);
for (const { file, texts } of report.screens)
  console.log(`${file}: ${texts} text${texts === 1 ? '' : 's'} moved.`);
const moved = report.screens.reduce((sum, s) => sum + s.texts, 0);
console.log(
  `copy:extract: ${moved} texts of ${report.screens.length} screens moved; ${report.added.length} new keys in ${path.relative(root, path.join(copyDir, 'en.json'))}.`,
);
process.exit(report.skipped.length > 0 ? 1 : 0);
