import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { Queryable } from '../../db/db.ts';
import { cancelInTx, type CancelRequest } from './cancel.ts';
import { scheduleInTx, type ScheduleRequest } from './create.ts';
import { scheduleOptions } from './options.ts';
import { scheduledOrderOfUser, scheduledOrdersOfUser } from './repo.ts';
import { scheduledOrderItem } from './view.ts';

async function itemOrFail(db: Queryable, userId: number, id: number, locale: CopyLocale) {
  const row = await scheduledOrderOfUser(db, userId, id);
  // Someone else's scheduled order is answered exactly like an unknown one.
  if (!row) throw new AppError('SCHEDULE_NOT_FOUND');
  return scheduledOrderItem(row, locale);
}

/** The borrower's calls on scheduled orders; each reads "now" from the one clock. */
export function createScheduleService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  return {
    options: (userId: number) => scheduleOptions(db, userId),

    list: async (userId: number, locale: CopyLocale) =>
      (await scheduledOrdersOfUser(db, userId)).map((row) => scheduledOrderItem(row, locale)),

    get: (userId: number, id: number, locale: CopyLocale) => itemOrFail(db, userId, id, locale),

    async create(request: ScheduleRequest, locale: CopyLocale) {
      const now = await clock.now();
      return db.transaction(async (tx) =>
        itemOrFail(tx, request.userId, await scheduleInTx(tx, request, now), locale),
      );
    },

    async cancel(request: CancelRequest, locale: CopyLocale) {
      const now = await clock.now();
      return db.transaction(async (tx) => {
        await cancelInTx(tx, request, now);
        return itemOrFail(tx, request.userId, request.id, locale);
      });
    },
  };
}
