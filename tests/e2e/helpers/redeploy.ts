// What a deploy does to the build folder under a page that is already open: every script and style
// gets a new name (the build names them by their content), the old files are gone, and index.html
// starts the new entry. The new build here is the same code under new names, which is all an open
// page can tell apart.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CODE = /\.(js|css)$/;
/** Copies of a script or style that the server may send instead of it, made by the build. */
const DERIVED = /\.(js|css)\.(br|gz|map)$/;

export function redeploy(distDir: string): void {
  const assetsDir = path.join(distDir, 'assets');
  const assets = readdirSync(assetsDir);
  const renamed = new Map(
    assets.filter((file) => CODE.test(file)).map((file) => [file, file.replace(CODE, '-next.$1')]),
  );
  const oldNames = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const anyOldName = new RegExp(
    oldNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  const rewrite = (text: string) => text.replace(anyOldName, (name) => renamed.get(name) ?? name);

  for (const [oldName, newName] of renamed) {
    writeFileSync(
      path.join(assetsDir, newName),
      rewrite(readFileSync(path.join(assetsDir, oldName), 'utf8')),
    );
    rmSync(path.join(assetsDir, oldName));
  }
  for (const file of assets.filter((name) => DERIVED.test(name))) rmSync(path.join(assetsDir, file));
  for (const file of readdirSync(distDir).filter((name) => /\.(html|js)$/.test(name))) {
    const target = path.join(distDir, file);
    writeFileSync(target, rewrite(readFileSync(target, 'utf8')));
    // The precompressed copies would still start the old entry.
    for (const copy of ['.br', '.gz']) rmSync(`${target}${copy}`, { force: true });
  }
}
