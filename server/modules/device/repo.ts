import type { Queryable } from '../../db/db.ts';

/**
 * When the borrower last sent a location: from this device when its id is known, else from any.
 */
export async function lastLocationAt(
  db: Queryable,
  userId: number,
  deviceId: string | null,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM device_locations
     WHERE user_id = $1 AND ($2::text IS NULL OR device_id = $2)
     ORDER BY created_at DESC LIMIT 1`,
    [userId, deviceId],
  );
  return rows[0]?.created_at;
}

export async function insertLocation(
  db: Queryable,
  location: {
    userId: number;
    deviceId: string | null;
    latitude: number;
    longitude: number;
    address: string | null;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO device_locations (user_id, device_id, latitude, longitude, address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      location.userId,
      location.deviceId,
      location.latitude,
      location.longitude,
      location.address,
      location.now,
    ],
  );
}
