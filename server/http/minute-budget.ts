import { createMinuteMap } from './minute-map.ts';

/**
 * A budget per key (usually a network) and per fixed minute, counted in the process: against
 * floods, not a meter (a process restart or a second process only lets a little more through).
 * Used for the usage events a network may store (decision 0032) and for the unknown session tokens
 * a network may have looked up (decision 0069).
 */
export interface MinuteBudget {
  /** Spends `amount` of `key`'s budget this minute; false (nothing spent) when it does not fit. */
  take(key: string, amount: number): boolean;
  /** Returns `amount` taken this minute (a spend that turned out not to count). */
  giveBack(key: string, amount: number): void;
}

export function createMinuteBudget(perMinute: number, now?: () => number): MinuteBudget {
  const spentThisMinute = createMinuteMap<number>(now);
  return {
    take(key, amount) {
      const spent = spentThisMinute();
      const used = spent.get(key) ?? 0;
      if (used + amount > perMinute) return false;
      spent.set(key, used + amount);
      return true;
    },
    giveBack(key, amount) {
      const spent = spentThisMinute();
      const left = (spent.get(key) ?? 0) - amount;
      if (left > 0) spent.set(key, left);
      else spent.delete(key);
    },
  };
}
