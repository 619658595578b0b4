import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { safeReturnPath } from './safe-return-path.ts';
import { findSandboxPayment, finishSandboxPayment, type SandboxPaymentRow } from './sandbox-gateway-repo.ts';
import { newSandboxEvent, SANDBOX_PAGE_PATH, type SandboxEventBody } from './sandbox-gateway.ts';
import { renderSandboxPage, type SandboxPageView } from './sandbox-page.ts';
import { deliverSandboxEvent, registerSandboxRedelivery, scheduleRedelivery } from './sandbox-redelivery.ts';
import { isAcknowledged } from '../deliver-in-process.ts';

export interface SandboxPageDeps {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  publicBaseUrl: string;
  /** The notification route a real gateway calls (below /api1). */
  notifyPath: string;
  /** Runs the redelivery of notifications this server did not acknowledge (sandbox-redelivery.ts). */
  jobs: JobRunner;
}

function sendPage(reply: FastifyReply, status: number, view: SandboxPageView): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderSandboxPage(view));
}

function ownOrigins(request: FastifyRequest, publicBaseUrl: string): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicBaseUrl) origins.push(new URL(publicBaseUrl).origin);
  return origins;
}

/** The page's state as the gateway sees it at `now`. */
function viewOf(row: SandboxPaymentRow, now: Date, returnTo: string): SandboxPageView {
  const state =
    row.status !== 'created' ? row.status : row.expires_at.getTime() <= now.getTime() ? 'expired' : 'open';
  return {
    state,
    providerRef: row.provider_ref,
    amountPaise: row.amount_paise,
    description: row.description,
    returnTo,
  };
}

type Choice = { event: SandboxEventBody; row: SandboxPaymentRow } | { page: SandboxPageView; status: number };

/**
 * The sandbox gateway's payment page (development and tests only: config refuses the sandbox in
 * production). GET shows the amount with "Pay ₹ …" and "Fail payment"; the form POST records the
 * choice, then delivers the signed notification to the same route a real gateway calls, so one
 * code path settles every payment; then a paid payment sends the browser to the app's callback
 * path, and a failed one shows the failure with a way back to the app.
 */
export function registerSandboxPageRoutes(app: FastifyInstance, deps: SandboxPageDeps): void {
  registerSandboxRedelivery(deps.jobs, app, deps);
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );

    scope.get(`${SANDBOX_PAGE_PATH}/:providerRef`, async (request, reply) => {
      const { providerRef } = request.params as { providerRef: string };
      const { callback } = request.query as { callback?: string };
      const row = await findSandboxPayment(deps.db, providerRef);
      if (!row) return sendPage(reply, 404, { state: 'not_found' });
      const returnTo = safeReturnPath(callback, ownOrigins(request, deps.publicBaseUrl)) ?? row.callback_url;
      return sendPage(reply, 200, viewOf(row, await deps.clock.now(), returnTo));
    });

    scope.post(`${SANDBOX_PAGE_PATH}/:providerRef`, async (request, reply) => {
      const { providerRef } = request.params as { providerRef: string };
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const outcome = form.get('outcome');
      const callback = safeReturnPath(form.get('callback'), ownOrigins(request, deps.publicBaseUrl));
      const now = await deps.clock.now();
      const choice = await deps.db.transaction(async (tx): Promise<Choice> => {
        const row = await findSandboxPayment(tx, providerRef, true);
        if (!row) return { page: { state: 'not_found' }, status: 404 };
        const view = viewOf(row, now, callback ?? row.callback_url);
        if (view.state !== 'open') return { page: view, status: 409 };
        if (outcome !== 'pay' && outcome !== 'fail') return { page: view, status: 400 };
        const event = newSandboxEvent(
          providerRef,
          outcome === 'pay' ? 'paid' : 'failed',
          row.amount_paise,
          now,
        );
        await finishSandboxPayment(tx, providerRef, outcome === 'pay' ? 'paid' : 'failed', event.id, now);
        // With the choice: if this server dies before it settles the payment, the job delivers again.
        await scheduleRedelivery(tx, event, now);
        return { event, row };
      });
      if ('page' in choice) return sendPage(reply, choice.status, choice.page);

      const answer = await deliverSandboxEvent(app, deps, choice.event);
      const returnTo = callback ?? choice.row.callback_url;
      if (!isAcknowledged(answer)) {
        request.log.error({ providerRef, answer }, 'the sandbox notification was refused');
        return sendPage(reply, 502, {
          state: 'delivery_failed',
          amountPaise: choice.row.amount_paise,
          description: choice.row.description,
          returnTo,
          detail: `${answer.msg} (code ${answer.code})`,
        });
      }
      // Like Razorpay, only a payment sends the borrower to the callback; a failed one stays on
      // the gateway's page, which says so and offers the way back.
      if (choice.event.type === 'payment.failed') {
        return sendPage(reply, 200, { ...viewOf(choice.row, now, returnTo), state: 'failed' });
      }
      return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
    });
  });
}
