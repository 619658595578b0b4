/**
 * npm run schemas:migrate [-- [--check] [folder ...]] — rewrites every screen file of an older format
 * in the folders (default schemas/screens) to the newest format, in place (docs/decisions/0015).
 * With `--check`, writes nothing and exits 1 naming the files that need it. A file that cannot be
 * migrated is named with the reason, and the exit code is 1.
 */
import path from 'node:path';
import { CURRENT_FORMAT } from './check/meta-schema.ts';
import { migrateFolders } from './migrate/migrate-screens.ts';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const folders = args.filter((arg) => arg !== '--check');
const root = process.cwd();

const outcomes = await migrateFolders(
  (folders.length > 0 ? folders : ['schemas/screens']).map((folder) => path.resolve(root, folder)),
  { target: CURRENT_FORMAT, prettierConfig: path.join(root, '.prettierrc.json'), write: !checkOnly },
);
const shown = (file: string) => path.relative(root, file);
const migrated = outcomes.filter((o) => o.outcome === 'migrated');
const failed = outcomes.flatMap((o) => (o.outcome === 'failed' ? [o] : []));

for (const { file, reason } of failed) console.log(`${shown(file)}: cannot be migrated: ${reason}.`);
if (checkOnly) {
  for (const o of migrated) console.log(`${shown(o.file)}: written against format ${o.from}.`);
  if (migrated.length > 0) {
    console.log(
      `\nschemas:migrate: ${migrated.length} of ${outcomes.length} screens need migrating to format ${CURRENT_FORMAT}. Run npm run schemas:migrate to rewrite them.`,
    );
  } else if (failed.length === 0) {
    console.log(`schemas:migrate: all ${outcomes.length} screens are of format ${CURRENT_FORMAT}.`);
  }
  process.exit(migrated.length > 0 || failed.length > 0 ? 1 : 0);
}
for (const o of migrated) console.log(`${shown(o.file)}: format ${o.from} -> ${CURRENT_FORMAT}.`);
console.log(
  `schemas:migrate: rewrote ${migrated.length} of ${outcomes.length} screens to format ${CURRENT_FORMAT}.`,
);
process.exit(failed.length > 0 ? 1 : 0);
