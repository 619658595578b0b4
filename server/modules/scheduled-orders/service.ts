import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { cancelInTx, type CancelRequest } from './cancel.ts';
import { scheduleInTx, type ScheduleRequest } from './create.ts';
import { scheduleOptions } from './options.ts';
import { scheduledOrderOfUser, scheduledOrdersOfUser } from './repo.ts';
import { scheduledOrderItem } from './view.ts';

async function itemOrFail(db: Queryable, userId: number, id: number) {
  const row = await scheduledOrderOfUser(db, userId, id);
  // Someone else's scheduled order is answered exactly like an unknown one.
  if (!row) throw new AppError('SCHEDULE_NOT_FOUND');
  return scheduledOrderItem(row);
}

/** The borrower's calls on scheduled orders; each reads "now" from the one clock. */
export function createScheduleService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  return {
    options: (userId: number) => scheduleOptions(db, userId),

    list: async (userId: number) => (await scheduledOrdersOfUser(db, userId)).map(scheduledOrderItem),

    get: (userId: number, id: number) => itemOrFail(db, userId, id),

    async create(request: ScheduleRequest) {
      const now = await clock.now();
      return db.transaction(async (tx) =>
        itemOrFail(tx, request.userId, await scheduleInTx(tx, request, now)),
      );
    },

    async cancel(request: CancelRequest) {
      const now = await clock.now();
      return db.transaction(async (tx) => {
        await cancelInTx(tx, request, now);
        return itemOrFail(tx, request.userId, request.id);
      });
    },
  };
}
