/**
 * The global loader's holds a screen's visit takes (its loads and its calls). A screen left while one
 * is out lets go of the page: the loader lies over every screen and takes its taps, so a Back during
 * a slow save left the previous screen greyed and dead until the answer came (found by the
 * forty-first session's walk of network faults). The call itself goes on; what follows it does not
 * run, as the visit is over (`alive` in run-actions.ts).
 */
export interface VisitHolds {
  /** As the feedback store's `beginBusy`: the loader until the returned function is called. */
  beginBusy(): () => void;
  /** The visit is over: every hold still out ends now (a later end of the same hold does nothing). */
  releaseAll(): void;
}

export function createVisitHolds(beginBusy: () => () => void): VisitHolds {
  const open = new Set<() => void>();
  return {
    beginBusy: () => {
      const done = beginBusy();
      const release = () => {
        open.delete(release);
        done();
      };
      open.add(release);
      return release;
    },
    releaseAll: () => {
      for (const release of [...open]) release();
    },
  };
}
