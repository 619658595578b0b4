import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { clientNetwork } from '../../http/client-network.ts';
import { createMinuteBudget } from '../../http/minute-budget.ts';
import { registerTelemetryPurge, scheduleTelemetryPurge } from './retention-job.ts';
import { createTelemetryService, type TelemetryEvent } from './service.ts';

export function registerTelemetryModule(app: FastifyInstance, ctx: AppContext): void {
  const budget = createMinuteBudget(ctx.config.telemetry.eventsPerMinutePerNetwork);
  const telemetry = createTelemetryService(ctx.db, ctx.clock, budget);
  registerTelemetryPurge(ctx.jobs, ctx.db, ctx.config.telemetry.keepDays);
  app.addHook('onReady', async () => {
    await scheduleTelemetryPurge(ctx.db, await ctx.clock.now());
  });
  addEndpoint(app, ctx.contract, 'telemetry.track', async (request) => {
    const webUuid = request.headers.web_uuid;
    return telemetry.track(request.body as TelemetryEvent[], {
      userId: request.auth?.userId ?? null,
      isApp: request.auth?.isApp ?? false,
      webUuid: Array.isArray(webUuid) ? webUuid[0] : webUuid,
      network: clientNetwork(request.ip),
    });
  });
}
