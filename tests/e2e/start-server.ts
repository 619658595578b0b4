// Starts the real server for the end-to-end run on a brand-new PGlite data folder, so every run
// begins from an empty database. The previous run's folder is removed first (kept until then so a
// failed run can be inspected).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_COPY_DIR, E2E_DATA_DIR, E2E_SCREENS_DIR } from './helpers/served-screens.ts';

const dataDir = E2E_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The server serves a copy of the screen files, so a test can edit a served screen the way product
// staff do (tests/e2e/served-screens.spec.ts) without touching the repository.
rmSync(E2E_SCREENS_DIR, { recursive: true, force: true });
cpSync(path.resolve(import.meta.dirname, '../../schemas/screens'), E2E_SCREENS_DIR, { recursive: true });
// And of the copy catalogue next to it, so a test can edit a text the same way.
rmSync(E2E_COPY_DIR, { recursive: true, force: true });
cpSync(path.resolve(import.meta.dirname, '../../schemas/copy'), E2E_COPY_DIR, { recursive: true });

process.env.DATA_DIR = dataDir;
process.env.SCREENS_DIR = E2E_SCREENS_DIR;
process.env.COPY_DIR = E2E_COPY_DIR;
process.env.APP_ENV ??= 'development';
process.env.PORT ??= '8090';
// The end-to-end run always uses the embedded database, whatever the calling shell has set.
delete process.env.DATABASE_URL;

console.log(`e2e server: data in ${dataDir}, port ${process.env.PORT}`);
await import('../../server/main.ts');
