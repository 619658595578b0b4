/** The document title and page background of a route, set on every navigation (spec §2). */
export const APP_NAME = 'Loan';
const DEFAULT_BACKGROUND = '#f4f6fa';

export function applyPageFrame(frame: { title?: string; background?: string }): void {
  document.title = frame.title || APP_NAME;
  document.body.style.background = frame.background ?? DEFAULT_BACKGROUND;
}
