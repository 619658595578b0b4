import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import * as repo from './repo.ts';

/** A location is asked for again after this long (the client remembers a refusal as long). */
export const LOCATION_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface DeviceLocation {
  latitude: number;
  longitude: number;
  address?: string;
}

/** The device the app names: its deviceId field, else its web_uuid header; null when neither. */
export interface DeviceRef {
  deviceId: string | undefined;
  webUuid: string | undefined;
}

function deviceKey(device: DeviceRef): string | null {
  const key = device.deviceId || device.webUuid;
  return key ? key.slice(0, 128) : null;
}

/**
 * The device's location (spec §7), asked only after the borrower allows it: needUpload says
 * whether to ask now (no location from this device in the last LOCATION_VALID_DAYS), upload keeps
 * what the device sent.
 */
export function createDeviceService(db: Db, clock: Clock) {
  async function needUpload(userId: number, device: DeviceRef): Promise<{ needUpload: boolean }> {
    const now = await clock.now();
    const last = await repo.lastLocationAt(db, userId, deviceKey(device));
    return { needUpload: !last || now.getTime() - last.getTime() >= LOCATION_VALID_DAYS * DAY_MS };
  }

  async function upload(userId: number, device: DeviceRef, gps: DeviceLocation): Promise<{ saved: boolean }> {
    const address = gps.address?.trim();
    await repo.insertLocation(db, {
      userId,
      deviceId: deviceKey(device),
      latitude: gps.latitude,
      longitude: gps.longitude,
      address: address ? address : null,
      now: await clock.now(),
    });
    return { saved: true };
  }

  return { needUpload, upload };
}
