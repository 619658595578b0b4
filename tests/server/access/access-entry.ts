/** The shape of the access table's entries (one per contract endpoint that reads or writes a borrower's data). */
import type { World } from './borrower-history.ts';
import type { RequestSpec } from './contract-request.ts';

/** An id no row has (ids are positive int4 in the contract). */
export const NO_SUCH_ID = 2_000_000_000;

/** A file that is no image: uploads refuse it by its bytes, before any model runs. */
export const NOT_AN_IMAGE = {
  bytes: new TextEncoder().encode('plain text, not a photo'),
  filename: 'photo.jpg',
  type: 'image/jpeg',
};

/** One call the intruder makes with their own token. */
export interface Probe {
  /** What the call names of the victims' (or "own data only" when it names nothing of theirs). */
  names: string;
  request(world: World): RequestSpec;
  /**
   * The same call naming things that do not exist. The intruder's answer to the probe must be
   * exactly this refusal: someone else's order, card or request is answered like an unknown one,
   * so an answer cannot even tell that it exists.
   */
  unknown?(world: World): RequestSpec;
  /** What the intruder's answer must be (matched as a subset), when the call has one right answer. */
  expected?: Record<string, unknown>;
}

export interface AccessEntry {
  /** The first probe is also the call made signed out. */
  probes: [Probe, ...Probe[]];
  /**
   * A read that shows the signed-in borrower's data: the victim's own call with their own token,
   * which must show some of their values (proof that the probe would see a leak).
   */
  ownerSees?(world: World): RequestSpec;
  /** The call ends the session it is made with (Quit): it gets a session of its own. */
  endsSession?: boolean;
  /**
   * Who calls: the complete borrower with loans of their own (default), or a newcomer who has done
   * no step yet, for the KYC steps a complete borrower has already passed.
   */
  intruder?: 'newcomer';
}

/** A probe for an endpoint that names nothing: the intruder's call acts on their own data only. */
export function ownDataOnly(request: (world: World) => RequestSpec): Probe {
  return { names: 'own data only', request };
}
