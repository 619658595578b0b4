import type { Queryable } from '../../db/db.ts';

/** What a probe found: the database answered, or why it counts as down. */
export type DatabaseState = { up: true } | { up: false; why: string };

export interface ProbeOptions {
  /**
   * No answer within this counts as down. Shorter than the pool's wait for a connection (10 s,
   * decision 0024): a load balancer gives up on a probe after a few seconds.
   */
  answerWithinMs: number;
  /** A finding is given again for this long, so any number of probes costs one query a period. */
  reuseForMs: number;
  /** Told once per failed check, with the error (the answer itself says no more than `why`). */
  onDown(why: string, error: unknown): void;
}

/**
 * Returns a probe of the database: `SELECT 1` answered in time. Probes that arrive while a check is
 * running, or within `reuseForMs` of its end, share its finding.
 */
export function databaseProbe(db: Queryable, options: ProbeOptions): () => Promise<DatabaseState> {
  let running: Promise<DatabaseState> | undefined;
  let last: { endedAt: number; state: DatabaseState } | undefined;

  const check = async (): Promise<DatabaseState> => {
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<'too late'>((resolve) => {
      timer = setTimeout(() => resolve('too late'), options.answerWithinMs);
      timer.unref();
    });
    try {
      const answered = await Promise.race([db.query('SELECT 1'), tooLate]);
      if (answered !== 'too late') return { up: true };
      const why = `no answer within ${options.answerWithinMs} ms`;
      options.onDown(why, new Error(why));
      return { up: false, why };
    } catch (error) {
      const why = 'the query failed';
      options.onDown(why, error);
      return { up: false, why };
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (running) return running;
    if (last && Date.now() - last.endedAt < options.reuseForMs) return Promise.resolve(last.state);
    running = check().then((state) => {
      last = { endedAt: Date.now(), state };
      running = undefined;
      return state;
    });
    return running;
  };
}
