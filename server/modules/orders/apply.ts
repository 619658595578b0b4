/**
 * Applying for a loan (DOMAIN.md "Order states", "The calculation"): the one way an order is
 * created, by the borrower's apply and by a reserved reapply when a loan settles. Idempotent: the
 * borrower is locked while applying, an identical retry gets the order it already made, and the
 * database refuses a second order in progress whatever happens.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { priceLoan } from '../pricing/loan-price.ts';
import {
  assertAmountOffered,
  assertOpenForApplication,
  assertPeriodOffered,
  productOrFail,
} from '../products/offer-checks.ts';
import { assertWithinLimit, creditLimitPaise } from '../underwriting/credit-limit.ts';
import { scheduleAudit } from './audit.ts';
import { describeWait, remainingWait } from './denial-wait.ts';
import { istDateOf } from './ist-calendar.ts';
import { cardOfUser, latestDenialAt, lockBorrower, orderInProgress } from './repo.ts';
import { openOrder, type Actor } from './state-machine.ts';

/**
 * How long an identical application is taken as a retry of the one already made (its answer lost,
 * a double tap): the app gives up on a call after 100 s. Later, the same amount, product and card
 * is a new application, refused while that order is in progress: a page left open on another
 * phone was answered with a loan paid out days before, as if it were the one just asked for.
 */
const RETRY_WINDOW_MS = 10 * 60_000;

export interface Application {
  userId: number;
  productId: number;
  cardId: number;
  amountPaise: number;
  periodDays: number;
  autoGetMoney: boolean;
  checkEmail: boolean;
  autoMoney: boolean;
}

export interface Applied {
  orderId: number;
  orderNo: string;
}

/** Refuses while the borrower waits after a denial, saying how long is left. */
export async function assertNoDenialWait(db: Queryable, userId: number, now: Date): Promise<void> {
  const deniedAt = await latestDenialAt(db, userId);
  const wait = deniedAt && remainingWait(deniedAt, now);
  if (wait) throw new AppError('DENIAL_WAIT', { params: { wait: describeWait(wait) } });
}

/** Creates the order in the caller's transaction; see the file comment. */
export async function applyInTx(
  tx: Queryable,
  application: Application,
  options: { now: Date; actor: Actor; reason: string; auditDelaySeconds: number },
): Promise<Applied> {
  const { now } = options;
  const product = await productOrFail(tx, application.productId);
  assertOpenForApplication(product);
  assertPeriodOffered(product, application.periodDays);
  assertAmountOffered(product, application.amountPaise);
  if (!(await cardOfUser(tx, application.userId, application.cardId)))
    throw new AppError('BANK_CARD_NOT_FOUND');

  await lockBorrower(tx, application.userId);
  const current = await orderInProgress(tx, application.userId);
  if (current) {
    const sameRequest =
      current.product_id === application.productId &&
      current.loan_amount_paise === application.amountPaise &&
      current.bank_card_id === application.cardId &&
      now.getTime() - current.applied_at.getTime() < RETRY_WINDOW_MS;
    if (sameRequest) return { orderId: current.id, orderNo: current.order_no };
    throw new AppError('ORDER_IN_PROGRESS', { params: { orderNo: current.order_no } });
  }
  await assertNoDenialWait(tx, application.userId, now);
  assertWithinLimit(application.amountPaise, await creditLimitPaise(tx, application.userId));

  const price = priceLoan(application.amountPaise, {
    annualRateBp: product.annual_rate_bp,
    serviceRateBp: product.service_rate_bp,
    gstRateBp: product.gst_rate_bp,
    periodDays: product.period_days,
  });
  const created = await openOrder(
    tx,
    {
      userId: application.userId,
      productId: product.id,
      bankCardId: application.cardId,
      istDate: istDateOf(now),
      loanAmountPaise: price.principal,
      arriveAmountPaise: price.arriveAmount,
      repaymentAmountPaise: price.repaymentAmount,
      serviceFeePaise: price.serviceFee,
      gstFeePaise: price.gstFee,
      interestPaise: price.interest,
      periodDays: product.period_days,
      terms: {
        annualRateBp: product.annual_rate_bp,
        serviceRateBp: product.service_rate_bp,
        gstRateBp: product.gst_rate_bp,
        penalDailyRateBp: product.penal_daily_rate_bp,
        penalCapBp: product.penal_cap_bp,
      },
      autoGetMoney: application.autoGetMoney,
      checkEmail: application.checkEmail,
      autoMoney: application.autoMoney,
    },
    { actor: options.actor, reason: options.reason, now },
  );
  await scheduleAudit(tx, created.id, now, options.auditDelaySeconds);
  return { orderId: created.id, orderNo: created.orderNo };
}
