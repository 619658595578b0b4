/** Waits `ms` of real time: a timer's turn, a lease or a limit's window passing. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
