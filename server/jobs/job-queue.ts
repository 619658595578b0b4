import type { Queryable } from '../db/db.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** At most one pending job per key: enqueueing again while one is pending does nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a job; pass the transaction's `tx` so the job exists exactly when the change that needs it does. */
export async function enqueueJob(db: Queryable, job: NewJob, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (dedupe_key) WHERE state = 'pending' DO NOTHING`,
    [
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.runAt,
      job.dedupeKey ?? null,
      job.maxAttempts ?? 5,
      now,
    ],
  );
}
