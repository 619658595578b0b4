import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { repeatUntilStopped } from '../repeat-until-stopped.ts';

export interface LeaseTimes {
  /** How long a claimed job belongs to its process; after that another process may take it. */
  leaseMs: number;
  /**
   * How long a process keeps renewing the lease of a job it is still running. A handler that never
   * returns (a hung call) stops holding its job after this, and another process takes it up.
   */
  maxHoldMs: number;
}

export const DEFAULT_LEASE_TIMES: LeaseTimes = { leaseMs: 5 * 60_000, maxHoldMs: 60 * 60_000 };

/** The claim a process holds on a job: the attempt it claimed, which a later claim would move on. */
export interface HeldJob {
  id: number;
  attempts: number;
}

/**
 * Keeps the lease of a running job for as long as its handler works (up to `maxHoldMs`), renewing
 * it every third of a lease, so a long job (the overdue sweep of a large book) is not taken for
 * abandoned and run a second time by another process. A process that dies stops renewing, and its
 * job is taken up once the last lease passes. Returns the function that stops the renewals.
 */
export function holdLease(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  job: HeldJob,
  times: LeaseTimes,
): () => Promise<void> {
  const startedAt = Date.now();
  const renew = async (stopRepeating: () => void) => {
    if (Date.now() - startedAt >= times.maxHoldMs) {
      stopRepeating();
      log.warn({ jobId: job.id }, 'job still running after its longest hold: its lease is left to pass');
      return;
    }
    const now = await clock.now();
    // Only this process's claim: a job finished, or taken up by another process (its attempt count
    // moved on), is left as it is.
    await db.query(
      `UPDATE jobs SET locked_until = $3 WHERE id = $1 AND attempts = $2 AND state = 'running'`,
      [job.id, job.attempts, new Date(now.getTime() + times.leaseMs)],
    );
  };
  // One renewal at a time, never keeping the process alive on its own; the returned stop waits for
  // a renewal under way, so none reaches the database after the job's end is written.
  return repeatUntilStopped(renew, times.leaseMs / 3, (error) =>
    log.warn({ jobId: job.id, err: error }, 'job lease renewal failed'),
  );
}
