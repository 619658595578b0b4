import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../helpers/api.ts';
import { countRows } from '../helpers/db-rows.ts';
import { newPhone, requestCode, signIn } from '../helpers/sign-in.ts';
import { pause } from '../helpers/pause.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { offsetClock } from '../../../server/clock.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import type { LeaseTimes } from '../../../server/jobs/job-lease.ts';
import { JobRunner } from '../../../server/jobs/job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serverNow = async () =>
  Date.parse((await apiPost<{ now: string }>(t.app, '/dev/clock', { advanceMinutes: 0 })).body.data.now);

describe('POST /api1/dev/jobs/run', () => {
  it('runs nothing when nothing is due', async () => {
    await apiPost(t.app, '/dev/jobs/run'); // whatever earlier runs left
    expect((await apiPost(t.app, '/dev/jobs/run')).body).toEqual({
      code: 0,
      msg: 'success',
      data: { ran: 0 },
    });
  });

  it('runs the hourly cleanup when due: old codes and dead sessions go, and the next run is scheduled', async () => {
    const me = await signIn(t.app);
    const waiting = newPhone();
    await requestCode(t.app, waiting);
    expect(await countRows(t.db, 'jobs', `kind = 'auth.cleanup' AND state = 'pending'`)).toBe(1);

    await apiPost(t.app, '/dev/clock', { advanceDays: 32 }); // sessions expire after 30 days, +1 day grace
    const run = await apiPost<{ ran: number }>(t.app, '/dev/jobs/run');
    // Other recurring jobs (overdue accrual, payment expiry, KYC cleanup) may be due too.
    expect(run.body.data.ran).toBeGreaterThanOrEqual(1);
    expect(await countRows(t.db, 'jobs', `kind = 'auth.cleanup' AND state = 'done'`)).toBe(1);

    expect(await countRows(t.db, 'login_codes', 'phone = ANY($1)', [[me.phone, waiting]])).toBe(0);
    expect(
      await countRows(t.db, 'sessions s JOIN users u ON u.id = s.user_id', 'u.phone = $1', [me.phone]),
    ).toBe(0);
    expect(await countRows(t.db, 'sms_outbox', 'phone = ANY($1)', [[me.phone, waiting]])).toBe(0);
    expect(await countRows(t.db, 'users', 'phone = $1', [me.phone])).toBe(1); // borrowers stay

    const next = await t.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE kind = 'auth.cleanup' AND state = 'pending'`,
    );
    expect(next.rows).toHaveLength(1);
    const inAnHour = next.rows[0]!.run_at.getTime() - (await serverNow());
    expect(inAnHour).toBeGreaterThan(59 * 60_000);
    expect(inAnHour).toBeLessThanOrEqual(60 * 60_000);
    expect((await apiPost(t.app, '/dev/jobs/run')).body.data).toEqual({ ran: 0 });
    expect((await apiGet(t.app, '/home/v1/index', { token: me.token })).body.code).toBe(-4);
  });

  it('retries a failing job later and gives up after its last attempt', async () => {
    let calls = 0;
    t.app.jobs.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`attempt ${calls} failed`);
    });
    await enqueueJob(
      t.db,
      { kind: 'test.flaky', runAt: new Date(await serverNow()), maxAttempts: 2 },
      new Date(),
    );
    expect((await apiPost(t.app, '/dev/jobs/run')).body.data).toEqual({ ran: 1 });
    const retry = await t.db.query<{ state: string; attempts: number; last_error: string }>(
      `SELECT state, attempts, last_error FROM jobs WHERE kind = 'test.flaky'`,
    );
    expect(retry.rows[0]).toEqual({ state: 'pending', attempts: 1, last_error: 'attempt 1 failed' });
    expect((await apiPost(t.app, '/dev/jobs/run')).body.data).toEqual({ ran: 0 }); // waits for its retry time

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 1 });
    await apiPost(t.app, '/dev/jobs/run');
    const failed = await t.db.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM jobs WHERE kind = 'test.flaky'`,
    );
    expect(failed.rows[0]).toEqual({ state: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('runs again a job a stopped process left running once its lease has passed, not before', async () => {
    const ran: number[] = [];
    t.app.jobs.register('test.orphaned', async (job) => {
      ran.push(job.id);
    });
    const now = await serverNow();
    // Claimed a minute ago by a process that was killed while running it, its lease still on.
    await enqueueJob(t.db, { kind: 'test.orphaned', runAt: new Date(now - 60_000) }, new Date(now - 60_000));
    await t.db.query(
      `UPDATE jobs SET state = 'running', attempts = 1, locked_until = $1 WHERE kind = 'test.orphaned'`,
      [new Date(now + 4 * 60_000)],
    );
    await apiPost(t.app, '/dev/jobs/run');
    expect(ran).toEqual([]);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 5 }); // the five-minute lease has passed
    await apiPost(t.app, '/dev/jobs/run');
    expect(ran).toHaveLength(1);
    const done = await t.db.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM jobs WHERE kind = 'test.orphaned'`,
    );
    expect(done.rows).toEqual([{ state: 'done', attempts: 2 }]);
  });

  it('never hands the same job to two runners (two server processes) at once', async () => {
    const ran: string[] = [];
    const runners = ['a', 'b'].map((name) => {
      const runner = new JobRunner(t.db, offsetClock(t.db), t.app.log);
      runner.register('test.once', async (job) => {
        ran.push(`${name}:${job.id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return runner;
    });
    const now = new Date(await serverNow());
    for (let i = 0; i < 6; i += 1) await enqueueJob(t.db, { kind: 'test.once', runAt: now }, now);
    const counts = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(counts[0]! + counts[1]!).toBe(6);
    const jobIds = ran.map((entry) => entry.split(':')[1]);
    expect(new Set(jobIds).size).toBe(6);
    expect(await countRows(t.db, 'jobs', `kind = 'test.once' AND state = 'done'`)).toBe(6);
  });

  describe('a job that runs longer than its lease', () => {
    /**
     * Two server processes with the given lease times: the first claims a job of `kind` and runs
     * `work` in it, the second records the jobs it takes. Returns once the first has started.
     */
    async function oneJobTwoProcesses(kind: string, times: LeaseTimes, work: () => Promise<void>) {
      const first = new JobRunner(t.db, offsetClock(t.db), t.app.log, times);
      const second = new JobRunner(t.db, offsetClock(t.db), t.app.log, times);
      const takenBySecond: number[] = [];
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      first.register(kind, async () => {
        started();
        await work();
      });
      second.register(kind, async (job) => {
        takenBySecond.push(job.id);
      });
      const now = new Date(await serverNow());
      await enqueueJob(t.db, { kind, runAt: now }, now);
      const firstPass = first.runDue();
      await running;
      return { second, takenBySecond, firstPass };
    }

    const jobOf = async (kind: string) =>
      (
        await t.db.query<{ state: string; attempts: number; last_error: string | null }>(
          'SELECT state, attempts, last_error FROM jobs WHERE kind = $1',
          [kind],
        )
      ).rows;

    it('stays with the process running it: another process polling meanwhile never takes it', async () => {
      // Leases of 0.9 s, renewed every 0.3 s, for a job of about 2.5 s: without renewals the second
      // process would take it up after 0.9 s.
      const { second, takenBySecond, firstPass } = await oneJobTwoProcesses(
        'test.long',
        { leaseMs: 900, maxHoldMs: 60_000 },
        () => pause(2500),
      );
      let finished = false;
      void firstPass.then(() => (finished = true));
      while (!finished) {
        await second.runDue();
        await pause(100);
      }
      expect(takenBySecond).toEqual([]);
      expect(await jobOf('test.long')).toEqual([{ state: 'done', attempts: 1, last_error: null }]);
    });

    it('is taken up by another process once it hangs past its longest hold, whose outcome stands', async () => {
      let unhang!: () => void;
      const { second, takenBySecond, firstPass } = await oneJobTwoProcesses(
        'test.hung',
        { leaseMs: 600, maxHoldMs: 1200 },
        async () => {
          await new Promise<void>((resolve) => (unhang = resolve));
          throw new Error('the call finally failed');
        },
      );
      // Held up to 1.2 s, then its last lease of 0.6 s passes: taken up within about 1.8 s.
      const deadline = Date.now() + 10_000;
      while (takenBySecond.length === 0 && Date.now() < deadline) {
        await second.runDue();
        await pause(100);
      }
      expect(takenBySecond).toHaveLength(1);

      // The first process's handler ends at last, in failure: the job stays as the other left it.
      unhang();
      await firstPass;
      expect(await jobOf('test.hung')).toEqual([{ state: 'done', attempts: 2, last_error: null }]);
    });
  });
});
