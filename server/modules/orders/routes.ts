import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint, API_PREFIX } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { addSignedNotification } from '../../contract/add-signed-notification.ts';
import {
  createDisbursementProvider,
  createPayoutNotificationReader,
} from '../../providers/disbursement/create-disbursement-provider.ts';
import { registerSandboxPayoutNotices } from '../../providers/disbursement/sandbox-payout-notices.ts';
import { accountChecksOf } from '../bank/account-check-service.ts';
import { paiseOf } from '../pricing/paise-of.ts';
import { registerAuditJob } from './audit.ts';
import { registerDecisionSmsJob } from './decision-sms.ts';
import { registerDisbursementJob } from './disbursement-job.ts';
import { registerOverdueJob, scheduleOverdueSweep } from './overdue.ts';
import { receivePayoutNotification } from './payout-notifications.ts';
import { repayPurpose } from './repay-purpose.ts';
import { createOrderService } from './service.ts';

/** The app sends its switches as booleans or 0/1. */
const flag = (value: unknown): boolean => value === true || value === 1;

interface ApplyBody {
  cardId: number;
  borrowAmount: number;
  periods: number;
  productId: number;
  checkEmail?: boolean | number;
  autoGetMoney?: boolean | number;
  autoMoney?: boolean | number;
}

export function registerOrdersModule(app: FastifyInstance, ctx: AppContext): void {
  const orders = createOrderService(ctx);
  registerAuditJob(ctx.jobs, ctx.db);
  registerDecisionSmsJob(ctx.jobs, ctx.db, ctx.sms);
  registerDisbursementJob(ctx.jobs, ctx.db, {
    bank: createDisbursementProvider(ctx.config.disbursement, ctx.db),
    accounts: accountChecksOf(ctx),
  });
  const payoutNotifications = createPayoutNotificationReader(
    ctx.config.disbursement,
    ctx.config.payment.webhookSecret,
  );
  if (ctx.config.disbursement.provider === 'sandbox')
    registerSandboxPayoutNotices(ctx.jobs, app, {
      webhookSecret: ctx.config.payment.webhookSecret,
      notifyPath: `${API_PREFIX}/payouts/notify/sandbox`,
    });
  registerOverdueJob(ctx.jobs, ctx.db, ctx.log);
  ctx.paymentPurposes.set(
    'repay',
    repayPurpose({ auditDelaySeconds: ctx.config.auditDelaySeconds, log: ctx.log }),
  );
  app.addHook('onReady', async () => scheduleOverdueSweep(ctx.db, await ctx.clock.now()));

  addSignedNotification(app, ctx.contract, 'payout.notify', async (request, rawBody) => {
    const { provider } = request.params as { provider: string };
    return receivePayoutNotification(ctx, payoutNotifications, provider, rawBody, request.headers);
  });

  addEndpoint(app, ctx.contract, 'order.list', async (request) => orders.list(signedIn(request).userId));

  addEndpoint(app, ctx.contract, 'order.calculate', async (request) => {
    const query = request.query as { amount: number; period: number; productId: number };
    return orders.calculate({
      userId: signedIn(request).userId,
      productId: query.productId,
      amountPaise: paiseOf(query.amount),
      periodDays: query.period,
    });
  });

  addEndpoint(app, ctx.contract, 'order.precheck', async (request) =>
    orders.precheck(signedIn(request).userId, (request.query as { productId: number }).productId),
  );

  addEndpoint(app, ctx.contract, 'order.apply', async (request) => {
    const body = request.body as ApplyBody;
    return orders.apply({
      userId: signedIn(request).userId,
      productId: body.productId,
      cardId: body.cardId,
      amountPaise: paiseOf(body.borrowAmount),
      periodDays: body.periods,
      autoGetMoney: flag(body.autoGetMoney),
      checkEmail: flag(body.checkEmail),
      autoMoney: flag(body.autoMoney),
    });
  });

  addEndpoint(app, ctx.contract, 'order.detail', async (request) =>
    orders.detail(
      signedIn(request).userId,
      (request.query as { orderId: number }).orderId,
      requestLocale(request),
    ),
  );

  addEndpoint(app, ctx.contract, 'order.loan', async (request) =>
    orders.getMoney(signedIn(request).userId, (request.body as { orderId: number }).orderId),
  );

  addEndpoint(app, ctx.contract, 'order.reapply', async (request) => {
    const body = request.body as { cardId: number; borrowAmount: number; orderNo: string };
    return orders.reapply({
      userId: signedIn(request).userId,
      orderNo: body.orderNo,
      cardId: body.cardId,
      amountPaise: paiseOf(body.borrowAmount),
    });
  });
}
