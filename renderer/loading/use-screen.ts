/**
 * The screen document to draw for `id`: asks the app shell for the served copy (with the global loader
 * while it comes), and falls back to `bundled` when there is none, it is not valid, or it is of a newer
 * format. Without `services.loadScreen`, the bundled copy is drawn at once.
 */
import { useEffect, useState } from 'react';
import type { ScreenDocument } from '../document/types.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { pickScreen, type ScreenOrigin } from './pick-screen.ts';
import { upgradeServed } from './upgrade-served.ts';

export type ScreenLoad =
  | { status: 'loading' }
  | { status: 'ready'; document: ScreenDocument; origin: ScreenOrigin }
  /** Neither a usable served copy nor a bundled one. */
  | { status: 'missing' };

function settled(id: string, served: unknown, bundled: ScreenDocument | undefined): ScreenLoad {
  const picked = pickScreen(id, served, bundled);
  return picked ? { status: 'ready', ...picked } : { status: 'missing' };
}

export function useScreen(id: string, bundled: ScreenDocument | undefined): ScreenLoad {
  const { services, feedback } = useRenderer();
  const canLoad = typeof services.loadScreen === 'function';
  const [loaded, setLoaded] = useState<{ id: string; result: ScreenLoad } | undefined>(undefined);

  useEffect(() => {
    if (!services.loadScreen) return undefined;
    let current = true;
    const done = feedback.beginBusy();
    services
      .loadScreen(id)
      .then(upgradeServed)
      .catch(() => undefined)
      .then((served) => {
        if (current) setLoaded({ id, result: settled(id, served, bundled) });
      })
      .finally(done);
    return () => {
      current = false;
      done();
    };
  }, [services, feedback, id, bundled]);

  if (!canLoad) return settled(id, undefined, bundled);
  return loaded?.id === id ? loaded.result : { status: 'loading' };
}
