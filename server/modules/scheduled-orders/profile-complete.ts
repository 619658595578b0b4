import { AppError } from '../../contract/app-error.ts';
import type { Wording } from '../../contract/wording.ts';
import type { Queryable } from '../../db/db.ts';
import { loadReadiness, type Readiness } from '../profile/readiness.ts';

/** The verification steps, as the borrower knows them from the onboarding screens. */
const STEPS: readonly [keyof Omit<Readiness, 'birthDate'>, Wording][] = [
  ['kyc', { en: 'Aadhaar and PAN', hi: 'Aadhaar और PAN' }],
  ['face', { en: 'face recognition', hi: 'चेहरे की पहचान' }],
  ['basic', { en: 'basic information', hi: 'बुनियादी जानकारी' }],
  ['work', { en: 'work information', hi: 'काम की जानकारी' }],
  ['contacts', { en: 'emergency contacts', hi: 'आपातकालीन संपर्क' }],
  ['bankCard', { en: 'bank account', hi: 'बैंक खाता' }],
];

/**
 * A scheduled order is applied while the borrower is away, so every step must be done before it
 * is accepted (the same readiness the auth flow and underwriting read); the refusal names what is
 * missing.
 */
export async function assertProfileComplete(db: Queryable, userId: number): Promise<void> {
  const readiness = await loadReadiness(db, userId);
  const missing = STEPS.filter(([step]) => !readiness[step]).map(([, name]) => name);
  if (missing.length > 0) {
    const steps = {
      en: missing.map((name) => name.en).join(', '),
      hi: missing.map((name) => name.hi).join(', '),
    };
    throw new AppError('SCHEDULE_PROFILE_INCOMPLETE', { params: { steps } });
  }
}
