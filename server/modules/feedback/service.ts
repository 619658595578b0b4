import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db } from '../../db/db.ts';
import { lockKey } from '../auth/repo.ts';
import { hourBefore, overHourlyLimit } from '../auth/hourly-limit.ts';
import * as repo from './repo.ts';

/** Enough for anyone with something to say; a flood from one sender stops here. */
export const FEEDBACK_PER_HOUR = 10;

export interface FeedbackSender {
  /** The signed-in borrower, or null for a visitor. */
  userId: number | null;
  ip: string;
}

/**
 * Feedback from the floating dialog (spec §5). The contract has already checked the characters
 * and the length; here the text must say something (not only spaces) and a sender may send at
 * most FEEDBACK_PER_HOUR an hour. The text is kept as written, trimmed.
 */
export function createFeedbackService(db: Db, clock: Clock) {
  async function save(content: string, sender: FeedbackSender): Promise<{ id: number }> {
    const text = content.trim();
    if (text === '') throw new AppError('FEEDBACK_EMPTY');
    const now = await clock.now();
    const id = await db.transaction(async (tx) => {
      const key = sender.userId === null ? `feedback-ip:${sender.ip}` : `feedback-user:${sender.userId}`;
      // One sender's feedback is counted and saved in turn, so the hourly limit holds under a burst.
      await lockKey(tx, key);
      const times = await repo.feedbackTimes(tx, sender, hourBefore(now));
      const refusal = overHourlyLimit('FEEDBACK_TOO_MANY', times, FEEDBACK_PER_HOUR, now);
      if (refusal) throw refusal;
      return repo.insertFeedback(tx, { userId: sender.userId, content: text, ip: sender.ip, now });
    });
    return { id };
  }

  return { save };
}
