/**
 * Fixes "now" for a gallery frame at the fixture's moment, so dates, greetings and countdowns draw
 * the same in every run (the snapshot test compares pictures). Timers still run: only the answer
 * to "what time is it" stands still. A frame draws one fixture, so the page keeps it until it goes.
 */
export function fixClock(at: string, target: { Date: DateConstructor } = globalThis): void {
  const fixed = Date.parse(at);
  if (Number.isNaN(fixed)) throw new Error(`"${at}" is not a date and time.`);
  const RealDate = target.Date;
  class FixedDate extends RealDate {
    constructor(...args: [] | [string | number | Date] | number[]) {
      if (args.length === 0) super(fixed);
      else if (args.length === 1) super(args[0] as string | number | Date);
      else {
        const [year, month, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0] = args as number[];
        super(year!, month!, day, hours, minutes, seconds, ms);
      }
    }

    static override now(): number {
      return fixed;
    }
  }
  target.Date = FixedDate as DateConstructor;
}
