import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { DEFAULT_LEASE_TIMES, holdLease, type LeaseTimes } from './job-lease.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Does one job. `now` is the clock's time when the job was claimed. Throw to retry later. */
export type JobHandler = (job: ClaimedJob, now: Date) => Promise<void>;

/** Safety stop for one runDue call (a handler that keeps re-enqueueing due work). */
const MAX_JOBS_PER_RUN = 1000;

function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

/**
 * Runs jobs from the `jobs` table. Claiming uses FOR UPDATE SKIP LOCKED, so several processes can
 * poll the same database without taking the same job twice.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly leaseTimes: LeaseTimes = DEFAULT_LEASE_TIMES,
  ) {}

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, handler);
  }

  private async claim(now: Date): Promise<ClaimedJob | undefined> {
    // `run_at <= $1` holds for every job the condition after it takes (a running job was due when it
    // was claimed, before its lease began, so before a lease that has passed), but said on its own
    // it bounds the scan of jobs_due: a poll that finds nothing due stops at the first job not yet
    // due instead of reading every pending one (expiries, payouts to look at again...).
    const { rows } = await this.db.query<ClaimedJob>(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = $2
       WHERE id = (
         SELECT id FROM jobs
         WHERE run_at <= $1 AND (state = 'pending' OR (state = 'running' AND locked_until < $1))
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts, max_attempts`,
      [now, new Date(now.getTime() + this.leaseTimes.leaseMs)],
    );
    return rows[0];
  }

  /**
   * Writes how the job ended, if it is still this process's claim: a process that outran its lease
   * (its job taken up by another) does not overwrite what the other made of it.
   */
  private async finish(job: ClaimedJob, now: Date, error: unknown): Promise<void> {
    const ownClaim = `id = $1 AND attempts = $2 AND state = 'running'`;
    if (error === undefined) {
      await this.db.query(
        `UPDATE jobs SET state = 'done', finished_at = $3, locked_until = NULL WHERE ${ownClaim}`,
        [job.id, job.attempts, now],
      );
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= job.max_attempts) {
      this.log.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed for good');
      await this.db.query(
        `UPDATE jobs SET state = 'failed', finished_at = $3, locked_until = NULL, last_error = $4 WHERE ${ownClaim}`,
        [job.id, job.attempts, now, message],
      );
      return;
    }
    this.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed, will retry');
    await this.db.query(
      `UPDATE jobs SET state = 'pending', run_at = $3, locked_until = NULL, last_error = $4 WHERE ${ownClaim}`,
      [job.id, job.attempts, new Date(now.getTime() + retryDelayMs(job.attempts)), message],
    );
  }

  private async runOne(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const release = holdLease(this.db, this.clock, this.log, job, this.leaseTimes);
    let failure: unknown;
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job, now);
    } catch (error) {
      failure = error ?? new Error('job failed');
    }
    await release();
    await this.finish(job, now, failure);
  }

  /** Runs every job due now, one after another; returns how many ran. */
  runDue(): Promise<number> {
    // Calls overlapping (poller and the dev endpoint) share one pass instead of racing.
    this.running ??= (async () => {
      let ran = 0;
      try {
        while (ran < MAX_JOBS_PER_RUN) {
          const now = await this.clock.now();
          const job = await this.claim(now);
          if (!job) break;
          await this.runOne(job, now);
          ran += 1;
        }
        return ran;
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Polls for due jobs every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      try {
        await this.runDue();
      } catch (error) {
        this.log.error({ err: error }, 'job polling failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
