/**
 * A fixture as the gallery frame reads it (schemas/meta/fixture.schema.json, decision 0014): one
 * data state of one screen, with the defaults of every key it may leave out.
 */
import type { ApiFailure, PlatformInfo, Session } from '../../renderer/services-api.ts';

export type FixtureAnswer = { data: unknown } | { error: ApiFailure };

export type PlayStep = { press: string } | { fill: string; with: string } | { wait: number };

export interface Fixture {
  title: string;
  route?: { params?: Record<string, string>; query?: Record<string, string> };
  session?: Partial<Session>;
  platform?: FixturePlatform;
  now?: string;
  answers?: Record<string, FixtureAnswer>;
  play?: PlayStep[];
}

export type FixturePlatform = 'android-h5' | 'ios-h5' | 'ios-app';

export const DEFAULT_NOW = '2026-11-21T10:00:00+05:30';
export const DEFAULT_SESSION: Session = { signedIn: true, phone: '9876543210', isApp: false };

const PLATFORMS: Record<FixturePlatform, PlatformInfo> = {
  'android-h5': { os: 'android-h5', isIos: false, isAndroid: true, isIosApp: false },
  'ios-h5': { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false },
  'ios-app': { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: true },
};

export function platformOf(fixture: Fixture): PlatformInfo {
  return PLATFORMS[fixture.platform ?? 'android-h5'];
}

/**
 * The session the screen sees. Fixtures name the 10-digit mobile number; the app keeps it with the
 * country code, as the sign-in screen stores it (`91` + number), so the frame does the same.
 */
export function sessionOf(fixture: Fixture): Session {
  const session = { ...DEFAULT_SESSION, ...fixture.session };
  return session.phone === undefined ? session : { ...session, phone: `91${session.phone}` };
}

export function nowOf(fixture: Fixture): string {
  return fixture.now ?? DEFAULT_NOW;
}
