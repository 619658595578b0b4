import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { lockOrderOfUser, recordCanceled, ScheduleState } from './repo.ts';

export interface CancelRequest {
  userId: number;
  id: number;
  /** Sent by the app: when given it must be the scheduled order's own (none before it is applied). */
  orderNo?: string | null;
}

/**
 * Cancels a scheduled order (0 -> 3) in the caller's transaction. Cancelling again changes nothing
 * and answers the same; an applied one is refused, naming its order. The row lock waits for a
 * sweep working on it, so a cancel and an apply never both happen.
 */
export async function cancelInTx(tx: Queryable, request: CancelRequest, now: Date): Promise<void> {
  const row = await lockOrderOfUser(tx, request.userId, request.id);
  // An order number that is not this one's is answered like an unknown scheduled order.
  if (!row || (request.orderNo && request.orderNo !== row.order_no)) throw new AppError('SCHEDULE_NOT_FOUND');
  if (row.state === ScheduleState.Canceled) return;
  if (row.state === ScheduleState.Applied)
    throw new AppError('SCHEDULE_ALREADY_APPLIED', { params: { orderNo: row.order_no ?? '' } });
  await recordCanceled(tx, row.id, now);
}
