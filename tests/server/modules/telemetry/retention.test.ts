import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_BATCH } from '../../../../server/jobs/purge-job.ts';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60_000;
const TRACK = '/burying-point/v2/burying-point';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TELEMETRY_KEEP_DAYS: '180' } });
});
afterAll(() => t.close());

const serverNow = async () =>
  Date.parse((await apiPost<{ now: string }>(t.app, '/dev/clock', { advanceMinutes: 0 })).body.data.now);

/** `count` events of the device `device`, received `daysAgo` days before the server's now. */
async function addEvents(device: string, daysAgo: number, count = 1) {
  const receivedAt = new Date((await serverNow()) - daysAgo * DAY_MS);
  await t.db.query(
    `INSERT INTO telemetry_events (web_uuid, project_name, page_name, behavior, event_time_ms, received_at)
     SELECT $1, 'loan-h5', 'home', 'enter', $2, $3 FROM generate_series(1, $4)`,
    [device, receivedAt.getTime(), receivedAt, count],
  );
}

const eventsOf = (device: string) => countRows(t.db, 'telemetry_events', 'web_uuid = $1', [device]);

const pendingPurgeIn = async () => {
  const { rows } = await t.db.query<{ run_at: Date }>(
    "SELECT run_at FROM jobs WHERE kind = 'telemetry.purge' AND state = 'pending'",
  );
  expect(rows).toHaveLength(1);
  return (rows[0] as { run_at: Date }).run_at.getTime() - (await serverNow());
};

async function runJobsAfter(minutes: number) {
  await apiPost(t.app, '/dev/clock', { advanceMinutes: minutes });
  await apiPost(t.app, '/dev/jobs/run');
}

describe('the hourly purge of usage events', () => {
  it('deletes events received more than TELEMETRY_KEEP_DAYS ago and keeps the others', async () => {
    expect(await pendingPurgeIn()).toBeGreaterThan(59 * 60_000); // scheduled when the server started
    await addEvents('old-device', 181, 3);
    await addEvents('recent-device', 179);
    const sent = await apiPost(t.app, TRACK, [
      { projectName: 'loan-h5', pageName: 'home', behavior: 'enter', eventTime: Date.now() },
    ]);
    expect(sent.body.code).toBe(0);
    const today = await countRows(t.db, 'telemetry_events', 'web_uuid IS NULL');

    await runJobsAfter(61);
    expect(await eventsOf('old-device')).toBe(0);
    expect(await eventsOf('recent-device')).toBe(1);
    expect(await countRows(t.db, 'telemetry_events', 'web_uuid IS NULL')).toBe(today);
    const nextIn = await pendingPurgeIn();
    expect(nextIn).toBeGreaterThan(59 * 60_000);
    expect(nextIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('deletes a large backlog a batch a minute, then goes back to hourly', async () => {
    await addEvents('backlog-device', 365, PURGE_BATCH + 7);

    await runJobsAfter(61);
    expect(await eventsOf('backlog-device')).toBe(7);
    expect(await pendingPurgeIn()).toBeLessThanOrEqual(60_000);

    await runJobsAfter(2);
    expect(await eventsOf('backlog-device')).toBe(0);
    expect(await pendingPurgeIn()).toBeGreaterThan(59 * 60_000);
  });
});
