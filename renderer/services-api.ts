/**
 * What the renderer needs from the app shell, handed to it by `src/` (dependency inversion: the
 * renderer knows no HTTP library, router or storage).
 */
import type { ScreenDocument } from './document/types.ts';

/** The `/api1` envelope's failure as the renderer sees it. */
export interface ApiFailure {
  code: number;
  msg: string;
  /** The envelope's `data` of a failure, when the server sent one (e.g. `errorColumn` of a save). */
  data?: unknown;
}

/**
 * The code of a failure that got no answer from the server (no network, a timeout, an answer that
 * was not the API's) or whose answer was the server's own failure (a 5xx status, its words kept).
 * Unlike the server's refusals, trying again may work.
 */
export const NO_ANSWER_CODE = -1;

export type ApiResult = { ok: true; data: unknown } | { ok: false; error: ApiFailure };

export interface CallRequest {
  /** Endpoint id from `schemas/api/endpoints/` (e.g. `user.login`). */
  endpoint: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** JSON, or multipart form data when the endpoint's contract says so; values may be a File or Blob. */
  body?: unknown;
  /** Headers the endpoint reads besides the common ones (its contract's `headers`), as the screen gave them. */
  headers?: Record<string, unknown>;
}

export interface Session {
  phone?: string;
  isApp: boolean;
  signedIn: boolean;
}

export interface PlatformInfo {
  os: 'ios-h5' | 'android-h5';
  isIos: boolean;
  isAndroid: boolean;
  isIosApp: boolean;
}

/** Where forms' drafts are kept, by key (`RendererServices.drafts`). */
export interface DraftStore {
  /** The values kept under `key`, or undefined (none, unreadable, storage refused). */
  read(key: string): Readonly<Record<string, unknown>> | undefined;
  /** Keeps `values` under `key`; storage that refuses (full, blocked) keeps nothing, silently. */
  write(key: string, values: Readonly<Record<string, unknown>>): void;
  remove(key: string): void;
}

export interface RendererServices {
  /** Calls an endpoint; never throws: network failures come back as `{ ok: false }` with a message. */
  call(request: CallRequest): Promise<ApiResult>;
  navigate(to: string, options?: { replace?: boolean }): void;
  back(): void;
  /**
   * Holds the phone's Back: until released, Back calls `onBack` instead of leaving the page (an
   * open dialog closes, a screen of steps goes back one). Returns the release, called when the
   * hold ends another way. Absent: Back leaves the page.
   */
  holdBack?(onBack: () => void): () => void;
  /** Leaves the app (payment page, external product). */
  redirect(url: string): void;
  session: {
    get(): Session;
    signIn(value: { token: string; phone?: string; isApp?: boolean }): void;
    signOut(): void;
  };
  platform: PlatformInfo;
  bridge(message: 'openStoreReview' | 'finish'): void;
  copy(text: string): Promise<boolean>;
  track(event: { behavior: 'enter' | 'click'; page: string; value?: string }): void;
  /** Reports a problem that must not crash the screen (unknown widget, bad expression). */
  report(event: { kind: string; detail: Record<string, unknown> }): void;
  /**
   * Fetches the served copy of a screen (`GET /api1/screens/{id}` with ETag revalidation, sending the
   * renderer's format, `RENDERER_FORMAT` of renderer/format.ts). Resolves undefined when there is none
   * (offline, refused, not found); never rejects. Absent: screens are always drawn from the bundle.
   */
  loadScreen?(id: string): Promise<ScreenDocument | undefined>;
  /**
   * Where a form with `draft` keeps what the borrower typed while they are away: the browser tab's
   * own storage, dropped at sign out (form-draft.ts). Absent: nothing is kept.
   */
  drafts?: DraftStore;
}
