import type { Db } from '../../db/db.ts';
import { activeSteps, stepDone, stepRoute } from './auth-steps.ts';
import { loadReadiness } from './readiness.ts';

const flag = (done: boolean): 0 | 1 => (done ? 1 : 0);

/**
 * GET /auth/v1/find-user-auth: the steps, the spec's completion flags, and the first step still to
 * do with its position ("Step n / total") and screen, so /auth/index only has to follow `next`.
 */
export function createAuthFlowService({ db }: { db: Db }) {
  async function status(userId: number) {
    const readiness = await loadReadiness(db, userId);
    const steps = (await activeSteps(db)).map((step) => ({
      key: step.key,
      name: step.name,
      done: flag(stepDone[step.key](readiness)),
    }));
    const nextIndex = steps.findIndex((step) => step.done === 0);
    const nextStep = steps[nextIndex];
    return {
      userAuthConfigVoList: steps,
      basic: flag(readiness.basic),
      work: flag(readiness.work),
      kycAadhaarAndPan: flag(readiness.kyc),
      kycFaceAndHold: flag(readiness.face),
      contact: flag(readiness.contacts),
      next: nextStep
        ? { key: nextStep.key, step: nextIndex + 1, as: steps.length, route: stepRoute[nextStep.key] }
        : null,
    };
  }

  return { status };
}
