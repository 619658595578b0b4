/**
 * Overdue orders and penal charges (DOMAIN.md "Overdue and penal charges"). A loan is overdue
 * from 00:00 IST on the day after its due date: 6 Loaned or 11 Extension -> 8 Overdued, then each
 * overdue IST day adds overdue principal x daily penal rate to the penal charge, capped by the
 * product's cap. Accrual is recorded per day (penal_accrued_through), so running it again the same
 * day changes nothing, and a late run catches up every missed day. A daily job visits every order
 * past its due date; the money paths (repayment quote and settlement, the order detail) catch
 * their order up first, so they never read a stale charge.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { penalBasisOfDay, penalCapPaise, penalChargePaise } from '../pricing/penal-charge.ts';
import { addDays, daysBetween, istDateOf, istStartOf } from './ist-calendar.ts';
import { OrderState } from './order-states.ts';
import { orderForUpdate, ordersPastDue, recordPenal, type OrderRow } from './repo.ts';
import { transition } from './state-machine.ts';

export const OVERDUE_JOB = 'orders.overdue';

const OVERDUE_STATES = [OrderState.Loaned, OrderState.Extension, OrderState.Overdued];

/** What catching up would make of an order's overdue figures today (undefined: not overdue yet). */
export interface Penal {
  overdueDays: number;
  basis: number;
  chargePaise: number;
  accruedThrough: string;
}

function penalToday(order: OrderRow, today: string): Penal | undefined {
  if (order.due_date === null || daysBetween(order.due_date, today) <= 0) return undefined;
  // 6 Loaned and 11 Extension become 8 Overdued; an order in any other state owes no penal charge.
  if (!OVERDUE_STATES.some((state) => state === order.state)) return undefined;
  // Charging starts the day after the due date, or after the last day already charged when that is
  // later (a due date moved by an extension never charges a day twice).
  const accruedThrough =
    order.penal_accrued_through && order.penal_accrued_through > order.due_date
      ? order.penal_accrued_through
      : order.due_date;
  const newDays = daysBetween(accruedThrough, today);
  const overduePrincipal = order.loan_amount_paise - order.paid_principal_paise;
  const basis =
    order.penal_basis + Math.max(newDays, 0) * penalBasisOfDay(overduePrincipal, order.penal_daily_rate_bp);
  return {
    overdueDays: daysBetween(order.due_date, today),
    basis,
    chargePaise: penalChargePaise(basis, penalCapPaise(order.loan_amount_paise, order.penal_cap_bp)),
    accruedThrough: newDays > 0 ? today : accruedThrough,
  };
}

/**
 * Whether catching `order` up for `now` would change nothing: not overdue, or already charged
 * through today. A reader that gets true may use the row as it read it, without locking it.
 */
export function isCaughtUp(order: OrderRow, now: Date): boolean {
  const penal = penalToday(order, istDateOf(now));
  return penal === undefined || holds(order, penal);
}

/** Whether the order already is 8 Overdued with these figures. */
function holds(order: OrderRow, penal: Penal): boolean {
  return (
    order.state === OrderState.Overdued &&
    penal.overdueDays === order.overdue_days &&
    penal.basis === order.penal_basis &&
    penal.chargePaise === order.penal_charge_paise &&
    penal.accruedThrough === order.penal_accrued_through
  );
}

/**
 * The overdue figures of an order caught up to a later day as they stood at the end of IST `day`:
 * the days charged after it taken off (decision 0070). Only an 8 Overdued order has such days, and
 * each of them was charged on the same overdue principal provided nothing was repaid since `day`,
 * which the caller makes sure of. Undefined when nothing was charged after `day`.
 */
export function overdueAsOf(order: OrderRow, day: string): Penal | undefined {
  if (order.state !== OrderState.Overdued || order.due_date === null || order.penal_accrued_through === null)
    return undefined;
  // Days are charged from the day after the due date: none after `day` were before it.
  const chargedFrom = day > order.due_date ? day : order.due_date;
  const laterDays = daysBetween(chargedFrom, order.penal_accrued_through);
  if (laterDays <= 0) return undefined;
  const overduePrincipal = order.loan_amount_paise - order.paid_principal_paise;
  const basis = order.penal_basis - laterDays * penalBasisOfDay(overduePrincipal, order.penal_daily_rate_bp);
  // A row that does not add up (never written by this code) keeps its charges.
  if (basis < 0) return undefined;
  return {
    overdueDays: Math.max(daysBetween(order.due_date, day), 0),
    basis,
    chargePaise: penalChargePaise(basis, penalCapPaise(order.loan_amount_paise, order.penal_cap_bp)),
    accruedThrough: chargedFrom,
  };
}

/** Brings one locked order up to date for `now`; returns the order as it is afterwards. */
export async function catchUpOverdue(tx: Queryable, order: OrderRow, now: Date): Promise<OrderRow> {
  const penal = penalToday(order, istDateOf(now));
  // Nothing to write when nothing would change: the row stays as it is, unwritten.
  if (penal === undefined || holds(order, penal)) return order;
  if (order.state !== OrderState.Overdued) {
    await transition(tx, order.id, OrderState.Overdued, {
      actor: 'system',
      reason: `due date ${order.due_date} passed unpaid`,
      now,
    });
  }
  await recordPenal(tx, order.id, penal);
  return {
    ...order,
    state: OrderState.Overdued,
    overdue_days: penal.overdueDays,
    penal_basis: penal.basis,
    penal_charge_paise: penal.chargePaise,
    penal_accrued_through: penal.accruedThrough,
  };
}

/** The next sweep: just after the coming 00:00 IST. */
function nextSweepAt(now: Date): Date {
  return new Date(istStartOf(addDays(istDateOf(now), 1)).getTime() + 60_000);
}

export async function scheduleOverdueSweep(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: OVERDUE_JOB, runAt: nextSweepAt(now), dedupeKey: OVERDUE_JOB }, now);
}

/**
 * Once per IST day: every order past its due date, each in its own transaction; then the next
 * sweep. An order that fails is logged and caught up by the next sweep or its next money path.
 */
export function registerOverdueJob(runner: JobRunner, db: Db, log: FastifyBaseLogger): void {
  runner.register(OVERDUE_JOB, async (_job, now) => {
    for (const orderId of await ordersPastDue(db, istDateOf(now))) {
      try {
        await db.transaction(async (tx) => {
          const order = await orderForUpdate(tx, orderId);
          if (order) await catchUpOverdue(tx, order, now);
        });
      } catch (error) {
        log.error({ err: error, orderId }, 'overdue accrual failed');
      }
    }
    await scheduleOverdueSweep(db, now);
  });
}
