/**
 * A bank that cannot be reached for a while (an outage of the payout API) must not strand an
 * order in 4 Lending: the disbursement job keeps trying the same payout, safe by its reference.
 * A runner of this test's own pays through the sandbox bank behind a connection that fails first.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { offsetClock } from '../../../../server/clock.ts';
import { JobRunner } from '../../../../server/jobs/job-runner.ts';
import { registerDisbursementJob } from '../../../../server/modules/orders/disbursement-job.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import type { DisbursementProvider } from '../../../../server/providers/disbursement/disbursement-provider.ts';
import { sandboxDisbursement } from '../../../../server/providers/disbursement/sandbox-disbursement.ts';
import { sandboxAccountChecks } from '../../helpers/account-checks.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { advance, getMoneyPressed, productId, readyBorrower, stateOf } from './order-helpers.ts';

// An app of its own: this test's runner takes every due job, and fails those it has no handler for.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sandbox bank behind a connection that times out for the first `failures` calls. */
function bankDownFor(failures: number, bank: DisbursementProvider) {
  const calls = { failed: 0 };
  const flaky: DisbursementProvider = {
    ...bank,
    async payout(request, now) {
      if (calls.failed < failures) {
        calls.failed += 1;
        throw new Error('connect ETIMEDOUT');
      }
      return bank.payout(request, now);
    },
  };
  return { flaky, calls };
}

it('keeps trying a payout through a bank outage of hours, then pays it once', async () => {
  const me = await readyBorrower(t.app, t.db);
  const order = await getMoneyPressed(t.app, me, {
    productId: await productId(t.db, 'rupee-flex'),
    borrowAmount: 1000,
  });

  const { flaky, calls } = bankDownFor(9, sandboxDisbursement(t.db));
  const runner = new JobRunner(t.db, offsetClock(t.db), t.app.log);
  registerDisbursementJob(runner, t.db, { bank: flaky, accounts: sandboxAccountChecks(t.db, t.app) });
  // Each pass runs what is due (one try of the payout), then the clock moves an hour: nine
  // failures span nine hours, far past the 8 minutes in which a job of 5 tries gave up.
  for (let pass = 0; pass < 12 && (await stateOf(t.db, order.orderId)) === OrderState.Lending; pass += 1) {
    await runner.runDue();
    await advance(t.app, { advanceHours: 1 });
  }

  expect(calls.failed).toBe(9);
  expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
  expect(await countRows(t.db, 'sandbox_payouts', 'reference = $1', [order.orderNo])).toBe(1);
  expect(await countRows(t.db, 'jobs', `kind = 'orders.disburse' AND state = 'failed'`)).toBe(0);
});
