/**
 * The client's download budgets (hardening issue; docs/quality.md): what a borrower on a slow mobile
 * network pays before the sign-in screen works, and for each later screen on top of it. Measured
 * compressed with gzip -9, in KiB.
 */
export const FIRST_VISIT_BUDGET_BYTES = 100 * 1024;
export const LATER_SCREEN_BUDGET_BYTES = 15 * 1024;

/** The screens the first visit draws: sign-in, and the fragments the shell draws over every route. */
export const isFirstVisitScreen = (id: string) => id === 'login' || id.startsWith('overlay.');
