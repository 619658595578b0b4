/** The table of download sizes the size check prints (gzip -9 KiB, budget per row). */
import { FIRST_VISIT_BUDGET_BYTES, LATER_SCREEN_BUDGET_BYTES } from './budgets.ts';
import type { ScreenCost } from './chunk-graph.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function sizeReport(firstVisit: ScreenCost, laterScreens: readonly ScreenCost[]): string {
  const row = (cost: ScreenCost, budget: number) =>
    `${cost.id.padEnd(28)} ${kib(cost.gzipBytes).padStart(9)}  / ${kib(budget)}${cost.gzipBytes > budget ? '  OVER' : ''}`;
  const largest = [...laterScreens].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    'JavaScript downloaded, gzip -9:',
    row(firstVisit, FIRST_VISIT_BUDGET_BYTES),
    'each later screen adds:',
    ...largest.map((cost) => `  ${row(cost, LATER_SCREEN_BUDGET_BYTES)}`),
  ].join('\n');
}
