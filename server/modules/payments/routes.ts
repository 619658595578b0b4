import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint, API_PREFIX } from '../../contract/add-endpoint.ts';
import { addSignedNotification } from '../../contract/add-signed-notification.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { createPaymentProvider } from '../../providers/payment/create-payment-provider.ts';
import { registerSandboxPageRoutes } from '../../providers/payment/sandbox-page-routes.ts';
import { registerPaymentExpiryJob } from './expiry-job.ts';
import { receiveNotification } from './notifications.ts';
import type { PaymentPurposes } from './purposes.ts';
import { registerStaleLinksJob } from './stale-links.ts';
import { startPayment } from './start-payment.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The purposes payments are settled for (ctx.paymentPurposes), for operators' tools and tests. */
    paymentPurposes: PaymentPurposes;
  }
}

export function registerPaymentsModule(app: FastifyInstance, ctx: AppContext): void {
  const provider = createPaymentProvider(ctx.config.payment);
  app.decorate('paymentPurposes', ctx.paymentPurposes);
  registerPaymentExpiryJob(ctx.jobs, ctx.db);
  registerStaleLinksJob(ctx.jobs, ctx);

  addEndpoint(app, ctx.contract, 'pay.repay', async (request) => {
    const { orderId } = request.body as { orderId: number };
    return startPayment(ctx, 'repay', { userId: signedIn(request).userId, orderId }, provider);
  });

  addSignedNotification(app, ctx.contract, 'payment.notify', async (request, rawBody) => {
    const { provider: name } = request.params as { provider: string };
    return receiveNotification(ctx, provider, name, rawBody, request.headers);
  });

  if (provider.name === 'sandbox') {
    registerSandboxPageRoutes(app, {
      db: ctx.db,
      clock: ctx.clock,
      webhookSecret: ctx.config.payment.webhookSecret,
      publicBaseUrl: ctx.config.payment.publicBaseUrl,
      notifyPath: `${API_PREFIX}/payments/notify/sandbox`,
      jobs: ctx.jobs,
    });
  }
}
