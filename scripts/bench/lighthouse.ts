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

/**
 * Lighthouse's faults in recording its own trace, which say nothing of the page ("Please run
 * Lighthouse again"): seen now and then as NO_NAVSTART in `npm run bench` on this machine.
 * A page that paints nothing (NO_FCP, NO_LCP) is not among them: that is the page's failure.
 */
const TRACE_FAULTS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'TRACING_ALREADY_STARTED']);
const TRACE_FAULT_RETRIES = 2;

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
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
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      throw new LighthouseRunError(code, `Lighthouse could not audit ${url}: ${message}`);
    }
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
  for (let run = 0; run < runs; run++) results.push(await auditRetryingTraceFaults(url));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor((results.length - 1) / 2)]!;
}

/** One audit, run again (at most twice) when Lighthouse failed to record its trace; said on stderr. */
async function auditRetryingTraceFaults(url: string): Promise<LighthouseFigures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await auditPage(url);
    } catch (error) {
      const traceFault = error instanceof LighthouseRunError && TRACE_FAULTS.has(error.code);
      if (!traceFault || attempt >= TRACE_FAULT_RETRIES) throw error;
      console.error(`${error.message} - running that audit again`);
    }
  }
}
