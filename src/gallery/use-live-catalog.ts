/**
 * The index page's catalogue, kept live: on every change event from the server it is fetched again,
 * and the changed screen's frames (every frame, for a change that may touch all, like the copy) get
 * a new `reloads` count, which reloads those frames and no other.
 */
import { useEffect, useState } from 'react';
import { fetchCatalog, onGalleryChange, type GalleryChange, type GalleryScreen } from './gallery-api.ts';

export interface LiveCatalog {
  screens: GalleryScreen[] | undefined;
  /** Set when the catalogue could not be had. */
  failure: string | undefined;
  /** How many times each screen's frames were told to reload (by id; `*` counts for every screen). */
  reloads: Readonly<Record<string, number>>;
}

export function reloadsAfter(reloads: Readonly<Record<string, number>>, change: GalleryChange) {
  const key = change.screen ?? '*';
  return { ...reloads, [key]: (reloads[key] ?? 0) + 1 };
}

export function useLiveCatalog(): LiveCatalog {
  const [screens, setScreens] = useState<GalleryScreen[]>();
  const [failure, setFailure] = useState<string>();
  const [reloads, setReloads] = useState<Record<string, number>>({});

  useEffect(() => {
    let current = true;
    const load = () =>
      fetchCatalog().then(
        (loaded) => {
          if (!current) return;
          setScreens(loaded);
          setFailure(undefined);
        },
        (error: Error) => current && setFailure(error.message),
      );
    void load();
    const stop = onGalleryChange((change) => {
      void load().then(() => current && setReloads((before) => reloadsAfter(before, change)));
    });
    return () => {
      current = false;
      stop();
    };
  }, []);

  return { screens, failure, reloads };
}
