import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { applyExtension } from './apply.ts';
import { extensionCalc } from './calc.ts';
import { registerExtensionExpiryJob } from './expiry-job.ts';
import { giveUpExtension } from './give-up.ts';
import { extensionPurpose } from './purpose.ts';

interface RequestBody {
  extensionId: number;
  orderId: number;
  orderRepayId: number;
}

/** Extensions (DOMAIN.md "Extension"): the request, its fee's payment, giving up, the expiry job. */
export function registerExtensionModule(app: FastifyInstance, ctx: AppContext): void {
  registerExtensionExpiryJob(ctx.jobs, ctx.db);
  ctx.paymentPurposes.set(
    'extension',
    extensionPurpose({ auditDelaySeconds: ctx.config.auditDelaySeconds, log: ctx.log }),
  );

  addEndpoint(app, ctx.contract, 'extension.calc', async (request) =>
    extensionCalc(ctx, signedIn(request).userId, (request.params as { id: number }).id),
  );

  addEndpoint(app, ctx.contract, 'extension.apply', async (request) => {
    const body = request.body as RequestBody;
    return applyExtension(ctx, { userId: signedIn(request).userId, ...body });
  });

  addEndpoint(app, ctx.contract, 'extension.giveup', async (request) => {
    const body = request.body as RequestBody;
    return giveUpExtension(ctx, { userId: signedIn(request).userId, ...body });
  });
}
