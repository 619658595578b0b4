/** Small CSVs in the IFSC dataset's format (tests/server/fixtures/ifsc) and a way to import them. */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../../server/db/db.ts';
import { importIfscCsv, type ImportOptions } from '../../../../server/modules/bank/ifsc-import.ts';
import { projectRoot } from '../../../../server/paths.ts';

export const ifscFixture = (name: string): string =>
  path.join(projectRoot, 'tests', 'server', 'fixtures', 'ifsc', name);

/** Imports a fixture file the way the command line does: one transaction per batch. */
export function importFixture(db: Db, name: string, options: ImportOptions = {}) {
  return importIfscCsv(createReadStream(ifscFixture(name)), (work) => db.transaction(work), options);
}
