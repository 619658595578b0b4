/**
 * PostgreSQL only: the database ends every connection of the server in the middle of a burst of
 * writes, as a restart or a failover does, while the server process goes on. The server must stay
 * up (a connection ended inside a transaction once ended the process), answer the calls caught in
 * it with the envelope, and carry on with new connections: every acknowledged write still there,
 * every order legal, every acknowledged session working, each loan taken on to settled.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illegalStates } from '../concurrency/helpers/legal-states.ts';
import { countByKind, missingWrites } from './helpers/acknowledged.ts';
import { resumeJobs, takeLoansToSettled } from './helpers/after-restart.ts';
import { createCrashDatabase, prepareDatabase, type CrashDatabase } from './helpers/crash-database.ts';
import { httpClient } from './helpers/http-client.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';
import { burstServerEnv, runBurst } from './helpers/write-burst.ts';

const adminUrl = process.env.DATABASE_URL;
const PORT = 8102;
const BORROWERS = 12;
const LOANS_PER_BORROWER = 3;
/** Late enough that lanes are applying, paying out and repaying when the connections end. */
const END_AFTER_ACKS = 90;
const BURST_MAX_MS = 30_000;
const START_TIMEOUT_MS = 120_000;

/** Ends every connection to the server's database, as a restart does; answers how many it ended. */
async function endConnections(database: CrashDatabase): Promise<number> {
  const name = new URL(database.serverEnv.DATABASE_URL!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!adminUrl)('PostgreSQL ends every connection mid-burst', () => {
  let database: CrashDatabase;
  let productId: number;
  let borrowers: { phone: string; cardId: number }[];
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createCrashDatabase('postgres');
    ({ borrowers, productId } = await prepareDatabase(database, BORROWERS));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await database?.dispose();
  });

  it('keeps the server up and every acknowledged write, then carries on', async () => {
    server = startServer(PORT, burstServerEnv(database.serverEnv));
    await server.ready(START_TIMEOUT_MS);
    const client = httpClient(server.baseUrl);
    let ending: Promise<number> | undefined;
    const burst = await runBurst(client, {
      borrowers,
      productId,
      loansPerBorrower: LOANS_PER_BORROWER,
      killAfterAcks: END_AFTER_ACKS,
      maxMs: BURST_MAX_MS,
      kill: () => (ending = endConnections(database)),
    });
    const ended = await ending!;
    console.log(
      `[connections ended] ${ended} connections ended after ${burst.killedAtAcks} acks at ` +
        `${burst.killedAfterMs} ms; acknowledged ${JSON.stringify(countByKind(burst.acked))}`,
    );
    // The server's own connections (its pool holds up to 10), not the admin's.
    expect(ended).toBeGreaterThan(0);
    expect(burst.surprises, server.output()).toEqual([]);
    // Every call was answered (some with "Something went wrong"): none hung or lost its answer.
    expect(burst.unanswered, server.output()).toBe(0);

    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status, server.output()).toBe(200);
    expect(server.output()).toContain('PostgreSQL closed a connection');

    const db = await database.open();
    try {
      expect(await missingWrites(db, burst.acked)).toEqual([]);
      expect(await illegalStates(db)).toEqual([]);
    } finally {
      await db.close();
    }

    // The same process carries on: sessions, orders, jobs and repayments.
    await resumeJobs(client);
    const settled = await takeLoansToSettled(client, burst.acked);
    console.log(`[connections ended] afterwards ${settled} loans taken on to settled`);

    server.kill('SIGTERM');
    expect(await server.exited).toMatch(/^(exit 0|SIGTERM)$/);
    const after = await database.open();
    try {
      expect(await illegalStates(after)).toEqual([]);
    } finally {
      await after.close();
    }
  }, 240_000);
});
