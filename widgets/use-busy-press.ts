import { useCallback, useRef, useState } from 'react';

/**
 * Runs a widget event and reports whether its actions are still running, so a button can show it is
 * busy and ignore a second tap (a double tap on "Send code" must not send two SMS).
 *
 * No effect tracks whether the widget is still mounted: when the actions navigate away, the last
 * `setBusy(false)` reaches an unmounted widget, which React and Preact both ignore; an effect per
 * button would make every screen with a button schedule and run effects on each visit.
 */
export function useBusyPress(fire: (event: `on${string}`) => Promise<void>, event: `on${string}`) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const press = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await fire(event);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [fire, event]);

  return [busy, press] as const;
}
