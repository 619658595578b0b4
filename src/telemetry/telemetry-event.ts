/**
 * One telemetry event as `POST /burying-point/v2/burying-point` takes it (spec §7,
 * schemas/api/endpoints/telemetry.track.json). The server refuses a whole batch for one bad event,
 * so an event is made to fit the contract here, or not sent at all.
 */
import type { TelemetryTrackBodyItem } from '../../schemas/generated/api.ts';

export interface TrackInput {
  behavior: 'enter' | 'click';
  page: string;
  value?: string;
}

/** The contract's event (generated from the endpoint file), with the value always sent as text. */
export interface TelemetryEvent extends TelemetryTrackBodyItem {
  value?: string;
}

/** Which app sent the event: this web app (the iOS app and partner apps send their own names). */
export const PROJECT_NAME = 'h5';
const MAX_PAGE_NAME = 128;
const MAX_VALUE = 64;

/** The event to send, or undefined when it cannot be sent (no page, an unknown behavior). */
export function telemetryEvent(input: TrackInput, eventTime: number): TelemetryEvent | undefined {
  if (input.behavior !== 'enter' && input.behavior !== 'click') return undefined;
  const pageName = String(input.page ?? '').slice(0, MAX_PAGE_NAME);
  if (pageName === '') return undefined;
  const event: TelemetryEvent = {
    projectName: PROJECT_NAME,
    pageName,
    behavior: input.behavior,
    eventTime: Math.max(0, Math.floor(eventTime)),
  };
  // An order id cut short would point at another order: a value that does not fit is left out.
  const value = input.value === undefined ? '' : String(input.value);
  if (value !== '' && value.length <= MAX_VALUE) event.value = value;
  return event;
}
