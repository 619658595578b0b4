import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { paiseOf } from '../pricing/paise-of.ts';
import { scheduleNextSweep } from './job-kind.ts';
import { createScheduleService } from './service.ts';
import { registerScheduledOrdersJob } from './sweep.ts';

export function registerScheduledOrdersModule(app: FastifyInstance, ctx: AppContext): void {
  const schedule = createScheduleService(ctx);
  const sweepSeconds = ctx.config.autoApplySweepSeconds;
  registerScheduledOrdersJob(ctx.jobs, ctx.db, ctx.log, {
    auditDelaySeconds: ctx.config.auditDelaySeconds,
    sweepSeconds,
  });
  // After a restart the next periodic sweep is normally still queued; this makes sure of it.
  app.addHook('onReady', async () => scheduleNextSweep(ctx.db, await ctx.clock.now(), sweepSeconds));

  addEndpoint(app, ctx.contract, 'schedule.options', async (request) =>
    schedule.options(signedIn(request).userId),
  );

  addEndpoint(app, ctx.contract, 'schedule.list', async (request) =>
    schedule.list(signedIn(request).userId, requestLocale(request)),
  );

  addEndpoint(app, ctx.contract, 'schedule.get', async (request) =>
    schedule.get(
      signedIn(request).userId,
      (request.query as { orderId: number }).orderId,
      requestLocale(request),
    ),
  );

  addEndpoint(app, ctx.contract, 'schedule.create', async (request) => {
    const body = request.body as { productId: number; expectBorrowAmount: number; cardId: number };
    return schedule.create(
      {
        userId: signedIn(request).userId,
        productId: body.productId,
        amountPaise: paiseOf(body.expectBorrowAmount),
        cardId: body.cardId,
      },
      requestLocale(request),
    );
  });

  addEndpoint(app, ctx.contract, 'schedule.cancel', async (request) => {
    const body = request.body as { id: number; orderNo?: string | null };
    return schedule.cancel(
      { userId: signedIn(request).userId, id: body.id, orderNo: body.orderNo },
      requestLocale(request),
    );
  });
}
