/**
 * `npm run import:ifsc -- FILE`: loads the public IFSC dataset's CSV (IFSC.csv of its releases)
 * into the IFSC directory of the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 * Safe to run again: rows are added or updated, never duplicated. With the embedded PGlite, stop
 * the server first: only one process may open its data folder.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { describeDb, openDb } from '../server/db/open-db.ts';
import { importIfscCsv } from '../server/modules/bank/ifsc-import.ts';
import { IfscHeaderError } from '../server/modules/bank/ifsc-row.ts';
import { reportText } from './ifsc/report-text.ts';

const USAGE = `Usage: npm run import:ifsc -- FILE
Imports the IFSC dataset's CSV (header BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,CONTACT,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT)
into DATABASE_URL, or the embedded PGlite in DATA_DIR (stop the server first).`;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h' || process.argv.length > 3) {
    process.stderr.write(`${USAGE}\n`);
    return file === '--help' || file === '-h' ? 0 : 2;
  }
  try {
    await access(file);
  } catch {
    process.stderr.write(`Cannot read ${file}.\n`);
    return 2;
  }
  // Only the database settings are read; the production checks are about the server's other
  // settings (SMS provider, secret), which an import does not use.
  const config = loadConfig({ ...process.env, APP_ENV: 'development' });
  process.stdout.write(`Importing ${file} into ${describeDb(config)}\n`);
  // An operator's one-off job on a large file: no limit per statement, unlike the server's requests.
  const db = await openDb(config, { statementTimeoutMs: 0 });
  try {
    await migrate(db);
    let nextNote = 20_000;
    const report = await importIfscCsv(createReadStream(file), (work) => db.transaction(work), {
      onBatch: ({ rowsRead }) => {
        if (rowsRead < nextNote) return;
        nextNote += 20_000;
        process.stdout.write(`  ${rowsRead} rows read\n`);
      },
    });
    process.stdout.write(`${reportText(report).join('\n')}\n`);
    return 0;
  } catch (error) {
    if (error instanceof IfscHeaderError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
