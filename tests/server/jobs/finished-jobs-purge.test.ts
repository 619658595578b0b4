import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_BATCH } from '../../../server/jobs/purge-job.ts';
import { apiPost } from '../helpers/api.ts';
import { countRows } from '../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_KEEP_DONE_DAYS: '30' } });
});
afterAll(() => t.close());

const serverNow = async () =>
  Date.parse((await apiPost<{ now: string }>(t.app, '/dev/clock', { advanceMinutes: 0 })).body.data.now);

/** `count` jobs of `kind` in `state`, finished `daysAgo` days before the server's now. */
async function addJobs(kind: string, state: 'done' | 'failed' | 'pending', daysAgo: number, count = 1) {
  const finishedAt = new Date((await serverNow()) - daysAgo * DAY_MS);
  await t.db.query(
    `INSERT INTO jobs (kind, state, run_at, created_at, finished_at)
     SELECT $1, $2, $3, $3, CASE WHEN $2 = 'pending' THEN NULL ELSE $3::timestamptz END
     FROM generate_series(1, $4)`,
    [kind, state, finishedAt, count],
  );
}

const pendingPurgeIn = async () => {
  const { rows } = await t.db.query<{ run_at: Date }>(
    "SELECT run_at FROM jobs WHERE kind = 'jobs.purge' AND state = 'pending'",
  );
  expect(rows).toHaveLength(1);
  return (rows[0] as { run_at: Date }).run_at.getTime() - (await serverNow());
};

describe('the hourly purge of finished jobs', () => {
  it('deletes jobs done more than 30 days ago and keeps recent, failed and pending ones', async () => {
    expect(await pendingPurgeIn()).toBeGreaterThan(59 * 60_000); // scheduled when the server started
    await addJobs('test.done-long-ago', 'done', 31, 3);
    await addJobs('test.done-lately', 'done', 29);
    await addJobs('test.failed-long-ago', 'failed', 90);
    await addJobs('test.pending', 'pending', 40);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 61 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await countRows(t.db, 'jobs', "kind = 'test.done-long-ago'")).toBe(0);
    expect(await countRows(t.db, 'jobs', "kind = 'test.done-lately'")).toBe(1);
    // A job that gave up stays for an operator to look at; a waiting one is not finished.
    expect(await countRows(t.db, 'jobs', "kind = 'test.failed-long-ago'")).toBe(1);
    expect(await countRows(t.db, 'jobs', "kind = 'test.pending'")).toBe(1);
    const nextIn = await pendingPurgeIn();
    expect(nextIn).toBeGreaterThan(59 * 60_000);
    expect(nextIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('deletes a large backlog a batch a minute, then goes back to hourly', async () => {
    await t.db.query("DELETE FROM jobs WHERE kind LIKE 'test.%'");
    await addJobs('test.backlog', 'done', 45, PURGE_BATCH + 7);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 61 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await countRows(t.db, 'jobs', "kind = 'test.backlog'")).toBe(7);
    expect(await pendingPurgeIn()).toBeLessThanOrEqual(60_000);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 2 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await countRows(t.db, 'jobs', "kind = 'test.backlog'")).toBe(0);
    expect(await pendingPurgeIn()).toBeGreaterThan(59 * 60_000);
  });
});
