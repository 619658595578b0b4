import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { loadReadiness, type Readiness } from '../profile/readiness.ts';

/** The verification steps, as the borrower knows them from the onboarding screens. */
const STEPS: readonly [keyof Omit<Readiness, 'birthDate'>, string][] = [
  ['kyc', 'Aadhaar and PAN'],
  ['face', 'face recognition'],
  ['basic', 'basic information'],
  ['work', 'work information'],
  ['contacts', 'emergency contacts'],
  ['bankCard', 'bank account'],
];

/**
 * A scheduled order is applied while the borrower is away, so every step must be done before it
 * is accepted (the same readiness the auth flow and underwriting read); the refusal names what is
 * missing.
 */
export async function assertProfileComplete(db: Queryable, userId: number): Promise<void> {
  const readiness = await loadReadiness(db, userId);
  const missing = STEPS.filter(([step]) => !readiness[step]).map(([, name]) => name);
  if (missing.length > 0)
    throw new AppError('SCHEDULE_PROFILE_INCOMPLETE', { params: { steps: missing.join(', ') } });
}
