import { AppError } from '../../contract/app-error.ts';
import type { Db } from '../../db/db.ts';
import { startLending } from './lending.ts';
import { OrderState, stateName } from './order-states.ts';
import { orderForUpdate } from './repo.ts';

/** States in which Get Money has already happened: asking again answers with the order as it is. */
const AFTER_GET_MONEY: readonly number[] = [
  OrderState.Lending,
  OrderState.Failed,
  OrderState.Loaned,
  OrderState.Settled,
  OrderState.Overdued,
  OrderState.Extension,
];

/**
 * Get Money (/order/v1/loan): 2 Pass -> 4 Lending and the payout queued. Idempotent: a double tap
 * or a retry finds the order already Lending (or further) and starts nothing.
 */
export async function getMoney(db: Db, userId: number, orderId: number, now: Date) {
  return db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, orderId);
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    if (order.state === OrderState.Pass) {
      await startLending(tx, orderId, { actor: 'borrower', reason: 'Get Money', now });
      return { orderId, orderState: OrderState.Lending };
    }
    if (AFTER_GET_MONEY.includes(order.state)) return { orderId, orderState: order.state };
    throw new AppError('ORDER_NOT_APPROVED', { params: { state: stateName(order.state) } });
  });
}
