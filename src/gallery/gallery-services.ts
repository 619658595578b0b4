/**
 * The renderer's services inside a gallery frame, made from a fixture: calls are answered from the
 * fixture's `answers` (one answer per endpoint), and everything that would leave the frame
 * (navigation, redirects, the iOS bridge, the clipboard, telemetry) is only recorded.
 */
import type { ApiResult, RendererServices, Session } from '../../renderer/services-api.ts';
import { platformOf, sessionOf, type Fixture } from './fixture.ts';

/** What the screen asked for that a frame does not do, in order. */
export type Recorded = { kind: string; detail: unknown };

export interface GalleryServices {
  services: RendererServices;
  recorded: Recorded[];
}

export function unansweredMessage(endpoint: string): string {
  return `The fixture has no answer for ${endpoint}.`;
}

function answerOf(fixture: Fixture, endpoint: string): ApiResult {
  const answer = fixture.answers?.[endpoint];
  if (answer === undefined) return { ok: false, error: { code: 1, msg: unansweredMessage(endpoint) } };
  // A copy, so a screen that changes what it was given cannot change the next answer.
  if ('error' in answer) return { ok: false, error: structuredClone(answer.error) };
  return { ok: true, data: structuredClone(answer.data) };
}

export function createGalleryServices(fixture: Fixture): GalleryServices {
  const recorded: Recorded[] = [];
  const record = (kind: string, detail: unknown) => void recorded.push({ kind, detail });
  let session: Session = sessionOf(fixture);
  const services: RendererServices = {
    call: async (request) => {
      record('call', request);
      return answerOf(fixture, request.endpoint);
    },
    navigate: (to, options) => record('navigate', { to, replace: options?.replace ?? false }),
    back: () => record('back', {}),
    redirect: (url) => record('redirect', { url }),
    session: {
      get: () => session,
      signIn: (value) => {
        record('signIn', value);
        session = {
          phone: value.phone ?? session.phone,
          isApp: value.isApp ?? session.isApp,
          signedIn: true,
        };
      },
      signOut: () => {
        record('signOut', {});
        session = { isApp: session.isApp, signedIn: false };
      },
    },
    platform: platformOf(fixture),
    bridge: (message) => record('bridge', { message }),
    copy: async (text) => {
      record('copy', { text });
      return true;
    },
    track: (event) => record('track', event),
    report: (event) => record('report', event),
  };
  return { services, recorded };
}
