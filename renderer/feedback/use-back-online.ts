/**
 * Runs `then` when the browser says the network is back (`online`): a screen left with "Try again"
 * by a lost network draws itself once the phone reconnects, rather than waiting for a tap the
 * borrower may not think of (it looked broken with the network back, found by the forty-first
 * session's walk of network faults). The button stays for a network that came back without the
 * browser noticing.
 */
import { useEffect } from 'react';

export function useBackOnline(then: () => void): void {
  useEffect(() => {
    window.addEventListener('online', then);
    return () => window.removeEventListener('online', then);
  }, [then]);
}
