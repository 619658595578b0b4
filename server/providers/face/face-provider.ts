import type { FileKind } from '../../http/file-kind.ts';

export interface FaceImage {
  bytes: Buffer;
  kind: FileKind;
}

/** Why a face photo did not pass (stored in face_checks.reason). */
export type FaceRefusal = 'no_face' | 'several_faces' | 'unclear_face' | 'not_live';

export interface FaceCheckResult {
  passed: boolean;
  /** The provider's reference of this check. */
  reference: string;
  /** 0-1: how sure the provider is of the face it judged; null when it found none. */
  score: number | null;
  refusal: FaceRefusal | null;
}

/**
 * Judges a single photo of the borrower's face: passes only one real, live face seen clearly.
 * Rejects with UnreadableImageError when the image cannot be decoded, with ProviderBusyError when
 * it cannot take the photo now, and with the signal's reason when the signal (the borrower's
 * connection closed) aborts before the photo is judged.
 */
export interface FaceProvider {
  readonly name: string;
  /** The image kinds it can decode. */
  readonly kinds: readonly FileKind[];
  check(image: FaceImage, signal?: AbortSignal): Promise<FaceCheckResult>;
  /** Frees what the provider holds (its worker thread); called when the server closes. */
  close(): Promise<void>;
}
