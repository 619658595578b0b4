// Starts the real server for the end-to-end run on a brand-new PGlite data folder, so every run
// begins from an empty database. The previous run's folder is removed first (kept until then so a
// failed run can be inspected).
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = path.join(os.tmpdir(), 'loan-app-e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

process.env.DATA_DIR = dataDir;
process.env.APP_ENV ??= 'development';
process.env.PORT ??= '8090';
// The end-to-end run always uses the embedded database, whatever the calling shell has set.
delete process.env.DATABASE_URL;

console.log(`e2e server: data in ${dataDir}, port ${process.env.PORT}`);
await import('../../server/main.ts');
