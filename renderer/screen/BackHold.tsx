/**
 * A screen's `back`: while its `when` holds, the phone's Back runs its actions instead of leaving
 * the screen (`services.holdBack`), so a screen of steps goes back one step. After each such Back
 * the entry is held again while `when` still holds.
 */
import { useEffect, useState } from 'react';
import type { BackDef } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { useScreenRuntime } from './screen-context.ts';

export function BackHold({ back, scope }: { back: BackDef; scope: Scope }) {
  const runtime = useScreenRuntime();
  const { services } = useRenderer();
  const holds = Boolean(runtime.evaluate(back.when, scope, '/back/when'));
  // Each Back takes the held entry: counting them holds a new one.
  const [backs, setBacks] = useState(0);
  useEffect(() => {
    if (!holds) return undefined;
    return services.holdBack?.(() => {
      setBacks((count) => count + 1);
      void runtime.run(back.do);
    });
  }, [holds, backs, back, runtime, services]);
  return null;
}
