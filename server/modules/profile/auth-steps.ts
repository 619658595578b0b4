/**
 * The verification steps of /auth/index (spec §4 "Auth flow"). Which steps are asked and in which
 * order is data (auth_steps, staff-editable); what completes each step and which screen it opens
 * are fixed here.
 */
import type { Queryable } from '../../db/db.ts';
import type { Readiness } from './readiness.ts';

export type StepKey = 'identity' | 'face' | 'basic' | 'work' | 'contacts';

/** spec §2: identity is drawn by /auth/kyc; the other keys open /auth/{key}. */
export const stepRoute: Record<StepKey, string> = {
  identity: '/auth/kyc',
  face: '/auth/face',
  basic: '/auth/basic',
  work: '/auth/work',
  contacts: '/auth/contacts',
};

export const stepDone: Record<StepKey, (readiness: Readiness) => boolean> = {
  identity: (r) => r.kyc,
  face: (r) => r.face,
  basic: (r) => r.basic,
  work: (r) => r.work,
  contacts: (r) => r.contacts,
};

export interface AuthStep {
  key: StepKey;
  name: string;
}

/** The active steps in the order a borrower does them. */
export async function activeSteps(db: Queryable): Promise<AuthStep[]> {
  const { rows } = await db.query<AuthStep>(
    'SELECT key, name FROM auth_steps WHERE active ORDER BY sort_order, key',
  );
  return rows;
}
