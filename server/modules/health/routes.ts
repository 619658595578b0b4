import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { databaseProbe } from './database-probe.ts';

/** Outside /api1: an operator's probe (load balancer, orchestrator, uptime check), not a borrower's call. */
const HEALTH_PATH = '/health';

/**
 * GET /health: 200 `{status: "ok", database: "ok"}` while the database answers, else 503
 * `{status: "unavailable", database: <why>}` (decision 0025). Once a stop has begun, Fastify
 * refuses new connections and answers 503 on the open ones, this route included.
 */
export function registerHealthModule(app: FastifyInstance, ctx: AppContext): void {
  const probe = databaseProbe(ctx.db, {
    answerWithinMs: 2_000,
    reuseForMs: 1_000,
    onDown: (why, error) => ctx.log.warn({ err: error }, `Health: the database is down (${why})`),
  });
  app.get(
    HEALTH_PATH,
    // Probed every few seconds from one address: not counted against the per-address limit (the
    // probe costs the database one query a second at most), and not logged while it passes.
    { config: { rateLimit: false }, logLevel: 'warn' },
    async (_request, reply) => {
      const database = await probe();
      reply.header('Cache-Control', 'no-store');
      if (database.up) return reply.send({ status: 'ok', database: 'ok' });
      return reply.code(503).send({ status: 'unavailable', database: database.why });
    },
  );
}
