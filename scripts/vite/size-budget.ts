/**
 * Fails the client build when a download budget is broken (scripts/size/budgets.ts): the first visit
 * to /login, and what each later screen adds. Every `npm run build` checks it, so CI cannot ship a
 * heavier app; the table it prints is the figure docs/quality.md records.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_VISIT_BUDGET_BYTES, LATER_SCREEN_BUDGET_BYTES, isFirstVisitScreen } from '../size/budgets.ts';
import { screenCosts, type BuiltChunk, type ScreenCost } from '../size/chunk-graph.ts';
import { sizeReport } from '../size/size-report.ts';

export function sizeBudget(root: string): Plugin {
  return {
    name: 'size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                name: output.name,
                facadeModuleId: output.facadeModuleId,
                isEntry: output.isEntry,
                imports: output.imports,
                gzipBytes: gzipSync(output.code, { level: 9 }).length,
              },
            ]
          : [],
      );
      const readScreen = (id: string) =>
        JSON.parse(readFileSync(path.join(root, 'schemas', 'screens', `${id}.json`), 'utf8')) as unknown;
      const { firstVisit, laterScreens } = screenCosts(chunks, 'main', readScreen, isFirstVisitScreen);
      const over = (cost: ScreenCost, budget: number) => cost.gzipBytes > budget;
      const report = sizeReport(firstVisit, laterScreens);
      if (process.env.SIZE_REPORT || over(firstVisit, FIRST_VISIT_BUDGET_BYTES)) this.info(report);
      const broken = [
        ...(over(firstVisit, FIRST_VISIT_BUDGET_BYTES)
          ? [`${firstVisit.id} over ${kib(FIRST_VISIT_BUDGET_BYTES)}`]
          : []),
        ...laterScreens
          .filter((cost) => over(cost, LATER_SCREEN_BUDGET_BYTES))
          .map(
            (cost) => `screen ${cost.id} adds ${kib(cost.gzipBytes)}, over ${kib(LATER_SCREEN_BUDGET_BYTES)}`,
          ),
      ];
      if (broken.length > 0) this.error(`download budget broken:\n${report}\n${broken.join('\n')}`);
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
