/**
 * The phone's position from the browser, or undefined on any failure (no geolocation, permission
 * refused, timeout): spec §8 says a geolocation failure is silently ignored.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

/** A coarse, recent fix is enough and spares the battery; past 20 s the borrower has moved on. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 10 * 60 * 1000 };

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Position | undefined> {
  return new Promise((resolve) => {
    if (!geolocation) return resolve(undefined);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve(
            Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude)
              ? { latitude: coords.latitude, longitude: coords.longitude }
              : undefined,
          ),
        () => resolve(undefined),
        OPTIONS,
      );
    } catch {
      resolve(undefined);
    }
  });
}
