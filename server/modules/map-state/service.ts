import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import * as repo from './repo.ts';

/** The state and district lists of the address fields (spec §7 map-state calls). */
export function createMapStateService(db: Queryable) {
  return {
    states: () => repo.activeStates(db),

    /** Districts of a state; an unknown or hidden state is refused rather than answered empty. */
    async districts(stateId: number) {
      if (!(await repo.activeState(db, stateId))) throw new AppError('STATE_NOT_FOUND');
      return repo.activeDistricts(db, stateId);
    },
  };
}
