import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a widget event and reports whether its actions are still running, so a button can show it is
 * busy and ignore a second tap (a double tap on "Send code" must not send two SMS).
 */
export function useBusyPress(fire: (event: `on${string}`) => Promise<void>, event: `on${string}`) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const press = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await fire(event);
    } finally {
      running.current = false;
      // The actions may have navigated away and unmounted this widget.
      if (mounted.current) setBusy(false);
    }
  }, [fire, event]);

  return [busy, press] as const;
}
