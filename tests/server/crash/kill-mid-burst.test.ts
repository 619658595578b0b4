/**
 * The server killed with SIGKILL in the middle of a burst of writes, then started again on the
 * same data: on the embedded PGlite always, and on PostgreSQL when DATABASE_URL is set (a database
 * of its own). Every write the server acknowledged must still be there, every order must be in a
 * legal state (DOMAIN.md), and the restarted server must carry on: sessions, jobs, repayments.
 * The kill point is drawn at random within bounds; its seed is printed so a failure can be replayed
 * with CRASH_SEED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illegalStates } from '../concurrency/helpers/legal-states.ts';
import { countByKind, missingWrites } from './helpers/acknowledged.ts';
import { resumeJobs, takeLoansToSettled } from './helpers/after-restart.ts';
import {
  createCrashDatabase,
  prepareDatabase,
  type CrashDatabase,
  type DbKind,
} from './helpers/crash-database.ts';
import { httpClient } from './helpers/http-client.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';
import { burstServerEnv, runBurst, type BurstRecord } from './helpers/write-burst.ts';
import { orphanedGatewayPayments } from './helpers/gateway-checks.ts';

const BORROWERS = 12;
const LOANS_PER_BORROWER = 3;
/** The kill comes after this many acknowledged writes (drawn), or after the time bound. */
const KILL_AFTER = { min: 40, max: 160 } as const;
const BURST_MAX_MS = 30_000;
const START_TIMEOUT_MS = 120_000;

const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1_000_000));
/** A small deterministic generator, so a seed names one kill point. */
function drawKillPoint(salt: number): number {
  const x = Math.sin(seed + salt) * 10_000;
  const unit = x - Math.floor(x);
  return KILL_AFTER.min + Math.floor(unit * (KILL_AFTER.max - KILL_AFTER.min + 1));
}

const targets: { kind: DbKind; port: number }[] = [
  { kind: 'pglite', port: 8100 },
  ...(process.env.DATABASE_URL ? [{ kind: 'postgres' as const, port: 8101 }] : []),
];

describe.each(targets)('SIGKILL mid-burst on $kind', ({ kind, port }) => {
  let database: CrashDatabase;
  let productId: number;
  let borrowers: { phone: string; cardId: number }[];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = startServer(port, burstServerEnv(database.serverEnv));
    servers.push(server);
    const began = Date.now();
    await server.ready(START_TIMEOUT_MS);
    return { server, startMs: Date.now() - began };
  };

  beforeAll(async () => {
    database = await createCrashDatabase(kind);
    ({ borrowers, productId } = await prepareDatabase(database, BORROWERS));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    // Whatever happened, no server of this run is left running.
    for (const server of servers) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await database?.dispose();
  });

  let burst: BurstRecord;
  /** Jobs the killed process had claimed: their lease must run out and another run finish them. */
  let leasedJobs: number[] = [];

  it('keeps every acknowledged write, and every order legal, after SIGKILL', async () => {
    const killAfterAcks = drawKillPoint(port);
    const { server, startMs } = await start();
    const client = httpClient(server.baseUrl);
    burst = await runBurst(client, {
      borrowers,
      productId,
      loansPerBorrower: LOANS_PER_BORROWER,
      killAfterAcks,
      maxMs: BURST_MAX_MS,
      kill: () => server.kill('SIGKILL'),
    });
    expect(await server.exited).toBe('SIGKILL');
    console.log(
      `[crash ${kind}] seed ${seed}: server up in ${startMs} ms; kill drawn after ${killAfterAcks} acks, ` +
        `sent after ${burst.killedAtAcks} acks at ${burst.killedAfterMs} ms; ` +
        `${burst.acked.length - burst.killedAtAcks} answered after it, ${burst.unanswered} calls unanswered; ` +
        `acknowledged ${JSON.stringify(countByKind(burst.acked))}`,
    );
    expect(burst.surprises, server.output()).toEqual([]);

    const opened = Date.now();
    const db = await database.open();
    try {
      expect(await missingWrites(db, burst.acked)).toEqual([]);
      // The check itself can fail: a write the server never made is reported missing.
      const never = { kind: 'apply', phone: borrowers[0]!.phone, orderId: -1, orderNo: 'LN-none' } as const;
      expect(await missingWrites(db, [never])).toHaveLength(1);
      expect(await illegalStates(db)).toEqual([]);
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM jobs WHERE state = 'running'`);
      leasedJobs = rows.map((row) => Number(row.id));
      console.log(
        `[crash ${kind}] reopened in ${Date.now() - opened} ms; ${leasedJobs.length} jobs left claimed; ` +
          `gateway payments paid but not settled: ${(await orphanedGatewayPayments(db)).length}`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);

  it('starts again on the same data and carries on: sessions, orders, jobs, repayments', async () => {
    expect(burst, 'the burst ran').toBeDefined();
    const { server, startMs } = await start();
    const client = httpClient(server.baseUrl);
    console.log(`[crash ${kind}] restarted in ${startMs} ms`);
    await resumeJobs(client);

    const settled = await takeLoansToSettled(client, burst.acked);
    console.log(`[crash ${kind}] after restart: ${settled} loans taken on to settled`);

    server.kill('SIGTERM');
    expect(await server.exited).toMatch(/^(exit 0|SIGTERM)$/);
    const db = await database.open();
    try {
      expect(await illegalStates(db)).toEqual([]);
      expect(await orphanedGatewayPayments(db)).toEqual([]);
      const { rows } = await db.query<{ id: number; state: string }>(
        `SELECT id, state FROM jobs WHERE id = ANY($1::bigint[]) OR state = 'running' ORDER BY id`,
        [leasedJobs],
      );
      expect(rows).toEqual(leasedJobs.map((id) => ({ id, state: 'done' })));
    } finally {
      await db.close();
    }
  }, 240_000);
});
