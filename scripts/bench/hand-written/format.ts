// Rupee amounts and dates as the hand-written pages show them: the same text as the renderer's
// `money` and `date` (Indian digit grouping, at most two decimals; day, short month, year in IST).
const MONEY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const money = (amount: number) => MONEY.format(amount);

/** A day without a time ("2026-11-24") is that day in India, not midnight UTC. */
export const date = (iso: string) => DATE.format(new Date(/T/.test(iso) ? iso : `${iso}T00:00:00+05:30`));
