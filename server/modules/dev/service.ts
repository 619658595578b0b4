import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import * as repo from './repo.ts';

const MINUTE_MS = 60_000;

/** The standalone 4-8 digit number in an SMS text (the code), if any. */
function codeIn(text: string): string | null {
  return /(?<!\d)(\d{4,8})(?!\d)/.exec(text)?.[1] ?? null;
}

/**
 * The development surface: read sandbox SMS and saved feedback, move the clock, run due jobs. Never
 * in production.
 */
export function createDevService(db: Db, clock: Clock, jobs: JobRunner) {
  async function outbox(phone: string | undefined) {
    const rows = await repo.outbox(db, phone, 50);
    return rows.map((row) => ({
      phone: row.phone,
      text: row.text,
      code: codeIn(row.text),
      createdAt: row.created_at.toISOString(),
    }));
  }

  async function advanceClock(by: { advanceDays?: number; advanceHours?: number; advanceMinutes?: number }) {
    const minutes = (by.advanceDays ?? 0) * 24 * 60 + (by.advanceHours ?? 0) * 60 + (by.advanceMinutes ?? 0);
    const now = await clock.advance(minutes * MINUTE_MS);
    return { now: now.toISOString() };
  }

  async function runJobs() {
    return { ran: await jobs.runDue() };
  }

  async function feedback(phone: string) {
    const rows = await repo.feedbackOf(db, phone, 20);
    return rows.map((row) => ({ content: row.content, createdAt: row.created_at.toISOString() }));
  }

  return { outbox, advanceClock, runJobs, feedback };
}
