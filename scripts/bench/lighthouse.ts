// Lighthouse on the built app as the real server serves it: /login, Lighthouse's default (mobile)
// form factor with simulated throttling (a mid-range phone on a slow 4G network), in Debian's
// Chromium. Returns the three category scores, the page's loading figures and the failing audits.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/helpers/chromium-launch.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  /** 0 to 100, as Lighthouse's report shows them. */
  scores: Record<Category, number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Audits of the three categories that did not pass, e.g. `color-contrast (0)`. */
  failing: string[];
  /** Lighthouse's measure of this machine's speed at the time (lower: slower or busier). */
  benchmarkIndex: number;
}

export async function auditPage(url: string): Promise<LighthouseFigures> {
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error('Lighthouse needs a Chromium: set CHROME_PATH or install chromium');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 || category !== 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map(
          (audit) =>
            `${category}: ${audit!.id} (${audit!.score})${audit!.displayValue ? ` ${audit!.displayValue}` : ''}`,
        ),
    );
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      failing,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Audits `url` `runs` times and returns the run with the median performance score, as Lighthouse's
 * own advice has it: one run varies with what else the machine is doing.
 */
export async function auditMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await auditPage(url));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor((results.length - 1) / 2)]!;
}
