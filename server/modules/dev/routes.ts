import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { forceAuditDecision } from '../orders/audit.ts';
import { createDevService } from './service.ts';

/** Registered only when the development surface is on (buildApp decides); absent routes are 404. */
export function registerDevModule(app: FastifyInstance, ctx: AppContext): void {
  const dev = createDevService(ctx.db, ctx.clock, ctx.jobs);
  addEndpoint(app, ctx.contract, 'dev.outbox', async (request) =>
    dev.outbox((request.query as { phone?: string }).phone),
  );
  addEndpoint(app, ctx.contract, 'dev.clock', async (request) =>
    dev.advanceClock(request.body as Record<string, number>),
  );
  addEndpoint(app, ctx.contract, 'dev.runJobs', async () => dev.runJobs());
  addEndpoint(app, ctx.contract, 'dev.feedback', async (request) =>
    dev.feedback((request.query as { phone: string }).phone),
  );
  // Forces the audit decision now, through the order state machine (no waiting for the job).
  addEndpoint(app, ctx.contract, 'dev.orderAudit', async (request) =>
    forceAuditDecision(
      ctx.db,
      (request.params as { orderId: number }).orderId,
      (request.body as { decision: 'pass' | 'deny' }).decision,
      await ctx.clock.now(),
    ),
  );
}
