/** Loads a screen document by id for drawing; `retry` starts over after a failure. */
import { useCallback, useEffect, useState } from 'react';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import type { ScreenLoader } from '../api/screens.ts';

type Loaded = { id: string; attempt: number } & ({ document: ScreenDocument } | { failed: true });

export function useScreenDocument(loader: ScreenLoader, id: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    let current = true;
    loader.load(id).then(
      (document) => current && setLoaded({ id, attempt, document }),
      () => current && setLoaded({ id, attempt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [loader, id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = loaded && loaded.id === id && loaded.attempt === attempt ? loaded : undefined;
  return {
    document: settled && 'document' in settled ? settled.document : undefined,
    failed: Boolean(settled && 'failed' in settled),
    retry,
  };
}
