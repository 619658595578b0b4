/**
 * What every race and crash-recovery test file shares: one race app (race-app.ts), the Rupee Flex
 * product, the legal-state checks of DOMAIN.md after every test, and a borrower with a ₹3,000 loan
 * paid out. Call once at the top of a file; read `t` and `flex` inside tests (set in beforeAll).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loanedOrder, productId, readyBorrower } from '../../modules/orders/order-helpers.ts';
import { illegalStates } from './legal-states.ts';
import { createRaceApp, type RaceApp } from './race-app.ts';

export interface RaceWorld {
  readonly t: RaceApp;
  /** The id of the Rupee Flex product (₹3,000 loans in these tests). */
  readonly flex: number;
  /** A new borrower whose ₹3,000 Rupee Flex loan has been paid out (state Loaned). */
  loaned(): Promise<{
    me: Awaited<ReturnType<typeof readyBorrower>>;
    order: Awaited<ReturnType<typeof loanedOrder>>;
  }>;
}

export function useRaceWorld(env: Record<string, string> = {}): RaceWorld {
  let app: RaceApp | undefined;
  let flex: number | undefined;
  beforeAll(async () => {
    app = await createRaceApp(env);
    flex = await productId(app.db, 'rupee-flex');
  }, 180_000);
  afterEach(async () => expect(await illegalStates(world.t.db)).toEqual([]));
  afterAll(() => app?.close());

  const world: RaceWorld = {
    get t() {
      if (!app) throw new Error('the race app is made in beforeAll');
      return app;
    },
    get flex() {
      if (flex === undefined) throw new Error('the product is read in beforeAll');
      return flex;
    },
    async loaned() {
      const me = await readyBorrower(world.t.app, world.t.db);
      const order = await loanedOrder(world.t.app, me, { productId: world.flex, borrowAmount: 3000 });
      return { me, order };
    },
  };
  return world;
}
