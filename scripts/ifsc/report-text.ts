/** What `npm run import:ifsc` prints when it is done: counts first, then the refused lines. */
import type { ImportReport } from '../../server/modules/bank/ifsc-import.ts';

const SHOWN_REJECTIONS = 50;

export function reportText(report: ImportReport): string[] {
  const seconds = report.durationMs / 1000;
  const rate = seconds > 0 ? Math.round(report.rowsRead / seconds) : report.rowsRead;
  const { banks, states, cities, branches } = report.directory;
  const lines = [
    `Rows read: ${report.rowsRead}`,
    `Added: ${report.inserted}, updated: ${report.updated}, unchanged: ${report.unchanged}, refused: ${report.rejected.length}`,
    `Directory now: ${banks} banks, ${states} bank states, ${cities} bank cities, ${branches} branches`,
    `Took ${seconds.toFixed(1)} s (${rate} rows/s)`,
  ];
  if (report.rejected.length > 0) {
    lines.push('Refused rows (the others were imported):');
    for (const { line, reason } of report.rejected.slice(0, SHOWN_REJECTIONS))
      lines.push(`  line ${line}: ${reason}`);
    const more = report.rejected.length - SHOWN_REJECTIONS;
    if (more > 0) lines.push(`  … and ${more} more`);
  }
  return lines;
}
