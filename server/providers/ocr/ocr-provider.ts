import type { FileKind } from '../../http/file-kind.ts';

/** The two card photos the upload KYC reads (spec: Aadhaar front and PAN). */
export type CardSide = 'aadhaarFront' | 'pan';

export interface CardImage {
  bytes: Buffer;
  kind: FileKind;
}

/** What could be read from a card photo; a field is null when it was not found. */
export interface CardReading {
  /** The holder's name: on an Aadhaar front; on a PAN card where a "Name" label names it. */
  name: string | null;
  /** 12 digits, Verhoeff-valid, first digit 2-9. */
  aadhaarNo: string | null;
  /** [A-Z]{5}[0-9]{4}[A-Z]; a personal PAN (4th letter P) when the card shows one. */
  panNo: string | null;
}

/**
 * Reads identity cards from photos. Rejects with UnreadableImageError when the image cannot be
 * decoded, with ProviderBusyError when it cannot take the photo now, and with the signal's reason
 * when the signal (the borrower's connection closed) aborts before the photo is read; a readable
 * photo without the wanted fields resolves with nulls.
 */
export interface OcrProvider {
  readonly name: string;
  readCard(image: CardImage, side: CardSide, signal?: AbortSignal): Promise<CardReading>;
  /** Frees what the provider holds (the OCR worker); called when the server closes. */
  close(): Promise<void>;
}
