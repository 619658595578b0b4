/**
 * Where problems in a screen that must not crash it end up (unknown widget, bad expression, refused
 * redirect): the latest ones are kept for whoever debugs the page, and announced as a DOM event so a
 * monitoring script can forward them without the app knowing it.
 */
export interface Report {
  kind: string;
  detail: Record<string, unknown>;
}

const KEEP = 50;
const recent: Report[] = [];

export function recordReport(report: Report): void {
  recent.push(report);
  if (recent.length > KEEP) recent.shift();
  window.dispatchEvent(new CustomEvent<Report>('app:report', { detail: report }));
}

export function recentReports(): readonly Report[] {
  return recent;
}
