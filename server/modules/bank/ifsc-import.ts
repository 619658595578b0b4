/**
 * Loads the public IFSC dataset's CSV into the directory (migration 006). Streams the file, checks
 * each row (ifsc-row.ts), and writes in batches; a refused row is reported with its line number
 * and the import carries on. Running it again with the same file changes nothing; with a newer
 * file it updates the rows that changed and adds the new ones, never duplicating a code.
 * Used by `npm run import:ifsc` (scripts/import-ifsc.ts) and the seed step (ifsc-seed.ts).
 */
import type { Queryable } from '../../db/db.ts';
import { readCsvRecords } from './csv-records.ts';
import {
  directorySize,
  pruneEmpty,
  saveBanks,
  saveBranches,
  saveCities,
  saveStates,
  type DirectorySize,
  type ImportMode,
} from './ifsc-import-repo.ts';
import { checkRow, IfscHeaderError, readHeader, type IfscHeader, type IfscRow } from './ifsc-row.ts';

/**
 * Runs one unit of work: each batch in its own transaction when importing into a database, or all
 * in the caller's transaction (the seed step).
 */
export type BatchRunner = <T>(work: (q: Queryable) => Promise<T>) => Promise<T>;

export interface Rejection {
  line: number;
  reason: string;
}

export interface ImportReport {
  /** Data records read (the header and blank lines not counted). */
  rowsRead: number;
  inserted: number;
  /** Rows whose branch existed and differed (always 0 in insert-missing mode). */
  updated: number;
  /** Rows whose branch existed as is (or, in insert-missing mode, existed at all). */
  unchanged: number;
  rejected: Rejection[];
  /** The directory after the import. */
  directory: DirectorySize;
  durationMs: number;
}

export interface ImportOptions {
  mode?: ImportMode;
  /** Rows per transaction; the statements are set-based, so large batches are cheap. */
  batchSize?: number;
  now?: Date;
  /** Called after each batch is written (progress for the command line). */
  onBatch?: (progress: { rowsRead: number; rejected: number }) => void;
}

/** Ids already resolved in this run, so each bank, state and city is written once. */
class PlaceIds {
  banks = new Map<string, number>();
  states = new Map<string, number>();
  cities = new Map<string, number>();

  async resolve(q: Queryable, rows: IfscRow[], mode: ImportMode): Promise<number[]> {
    const newBanks = new Map<string, string>();
    for (const row of rows)
      if (!this.banks.has(row.bankCode) && !newBanks.has(row.bankCode))
        newBanks.set(row.bankCode, row.bankName);
    if (newBanks.size > 0) {
      const saved = await saveBanks(
        q,
        [...newBanks].map(([code, name]) => ({ code, name })),
        mode,
      );
      for (const [code, id] of saved) this.banks.set(code, id);
    }

    const stateKey = (row: IfscRow) => `${this.banks.get(row.bankCode)}|${row.state}`;
    const newStates = new Map<string, { bankId: number; name: string }>();
    for (const row of rows) {
      const key = stateKey(row);
      if (!this.states.has(key))
        newStates.set(key, { bankId: this.banks.get(row.bankCode) as number, name: row.state });
    }
    if (newStates.size > 0)
      for (const [key, id] of await saveStates(q, [...newStates.values()])) this.states.set(key, id);

    const cityKey = (row: IfscRow) => `${this.states.get(stateKey(row))}|${row.city}`;
    const newCities = new Map<string, { stateId: number; name: string }>();
    for (const row of rows) {
      const key = cityKey(row);
      if (!this.cities.has(key))
        newCities.set(key, { stateId: this.states.get(stateKey(row)) as number, name: row.city });
    }
    if (newCities.size > 0)
      for (const [key, id] of await saveCities(q, [...newCities.values()])) this.cities.set(key, id);

    return rows.map((row) => this.cities.get(cityKey(row)) as number);
  }
}

/** Imports the CSV text of `chunks` (a file stream) through `runBatch`. */
export async function importIfscCsv(
  chunks: AsyncIterable<string | Uint8Array>,
  runBatch: BatchRunner,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = performance.now();
  const mode = options.mode ?? 'upsert';
  const batchSize = options.batchSize ?? 2000;
  const now = options.now ?? new Date();
  const ids = new PlaceIds();
  // Where each code was first seen: a later row with the same code is refused, not merged.
  const seenAt = new Map<string, number>();
  const report = { rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, rejected: [] as Rejection[] };
  let header: IfscHeader | undefined;
  let batch: IfscRow[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const written = await runBatch(async (q) => {
      const cityIds = await ids.resolve(q, rows, mode);
      return saveBranches(
        q,
        rows.map((row, i) => ({ row, cityId: cityIds[i] as number })),
        mode,
        now,
      );
    });
    report.inserted += written.inserted;
    report.updated += written.updated;
    report.unchanged += rows.length - written.inserted - written.updated;
    options.onBatch?.({ rowsRead: report.rowsRead, rejected: report.rejected.length });
  };

  for await (const record of readCsvRecords(chunks)) {
    if (!header) {
      if (record.error) throw new IfscHeaderError(`Line ${record.line}: ${record.error}.`);
      header = readHeader(record.fields);
      continue;
    }
    report.rowsRead += 1;
    if (record.error) {
      report.rejected.push({ line: record.line, reason: record.error });
      continue;
    }
    const checked = checkRow(header, record.fields);
    if ('reason' in checked) {
      report.rejected.push({ line: record.line, reason: checked.reason });
      continue;
    }
    const firstLine = seenAt.get(checked.row.ifsc);
    if (firstLine !== undefined) {
      report.rejected.push({
        line: record.line,
        reason: `IFSC ${checked.row.ifsc} was already given on line ${firstLine}`,
      });
      continue;
    }
    seenAt.set(checked.row.ifsc, record.line);
    batch.push(checked.row);
    if (batch.length >= batchSize) await flush();
  }
  if (!header) throw new IfscHeaderError('The file is empty: the first line must be the header.');
  await flush();

  const directory = await runBatch(async (q) => {
    await pruneEmpty(q);
    return directorySize(q);
  });
  return { ...report, directory, durationMs: Math.round(performance.now() - started) };
}
