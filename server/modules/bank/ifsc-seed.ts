/**
 * The seed step that ships a small directory of real branches of the largest banks
 * (server/db/seed-data/ifsc-branches.csv), so the IFSC finder and card binding work before an
 * operator imports the full dataset. It only adds codes that are missing: a directory imported
 * before the first start is never overwritten by this older, smaller file.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../db/db.ts';
import { projectRoot } from '../../paths.ts';
import { importIfscCsv } from './ifsc-import.ts';

export const seedIfscFile = path.join(projectRoot, 'server', 'db', 'seed-data', 'ifsc-branches.csv');

export async function seedIfscDirectoryStep(tx: Queryable): Promise<void> {
  const report = await importIfscCsv(createReadStream(seedIfscFile), (work) => work(tx), {
    mode: 'insert-missing',
  });
  if (report.rejected.length > 0) {
    const first = report.rejected[0] as { line: number; reason: string };
    throw new Error(
      `${seedIfscFile} has ${report.rejected.length} refused rows (line ${first.line}: ${first.reason})`,
    );
  }
}
