import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db } from '../../db/db.ts';
import type { MinuteBudget } from '../../http/minute-budget.ts';
import * as repo from './repo.ts';

/** One event as the contract validated it (schemas/api/endpoints/telemetry.track.json). */
export interface TelemetryEvent {
  projectName: string;
  pageName: string;
  behavior: 'enter' | 'click';
  value?: string | number | null;
  eventTime: number;
}

/** Who sent the batch: the borrower when signed in, the device's web_uuid header, and the network. */
export interface TelemetrySender {
  userId: number | null;
  isApp: boolean;
  webUuid: string | undefined;
  /** The network the request came from, as the per-address limits count it (client-network.ts). */
  network: string;
}

// The latest instant a JavaScript Date holds: a larger eventTime is no time at all.
const MAX_EVENT_TIME_MS = 8_640_000_000_000_000;
const MAX_WEB_UUID_LENGTH = 128;

/**
 * Usage events (spec §7), stored as sent with the sender and the time they arrived, for product
 * analysis. A batch is stored whole or not at all: one bad event refuses it (the client drops a
 * batch after one failed retry, so nothing half-stored is ever sent again).
 */
export function createTelemetryService(db: Db, clock: Clock, budget: MinuteBudget) {
  async function track(
    events: readonly TelemetryEvent[],
    sender: TelemetrySender,
  ): Promise<{ accepted: number }> {
    const late = events.findIndex((event) => event.eventTime > MAX_EVENT_TIME_MS);
    if (late !== -1)
      throw new AppError('INVALID_INPUT', { msg: `eventTime of item ${late + 1} is not a time.` });
    // The app drops a refused batch quietly: usage events are never worth a message to a borrower.
    if (!budget.take(sender.network, events.length)) throw new AppError('TELEMETRY_TOO_MANY_EVENTS');
    const receivedAt = await clock.now();
    // A web_uuid longer than any id the client makes is not one: the events are kept without it.
    const webUuid = sender.webUuid && sender.webUuid.length <= MAX_WEB_UUID_LENGTH ? sender.webUuid : null;
    await repo.insertEvents(
      db,
      events.map((event) => ({
        userId: sender.userId,
        webUuid,
        isApp: sender.isApp,
        projectName: event.projectName,
        pageName: event.pageName,
        behavior: event.behavior,
        value: event.value === undefined || event.value === null ? null : String(event.value),
        eventTimeMs: event.eventTime,
        receivedAt,
      })),
    );
    return { accepted: events.length };
  }

  return { track };
}
