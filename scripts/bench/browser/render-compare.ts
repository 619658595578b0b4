// The server-driven screens against their hand-written versions, in real Chromium (React production
// build, a 360x800 phone viewport, the CPU slowed by `cpuSlowdown`), in one run and one page,
// alternating the two versions sample by sample after warm-up runs that are not counted:
//  - drawing the order detail and the work-info form (data from the same fixed answers): the
//    JavaScript time from "show this page" until it has settled, and the wall-clock milliseconds
//    until its content is in the document;
//  - typing 30 characters into "Company name" of each work-info form with the keyboard: the
//    JavaScript time per keystroke.
// JavaScript time is Chromium's own ScriptDuration metric, read before and after, in the main
// thread's CPU time: another process busy on the machine does not add to it (the wall-clock figure
// does), while a CPU slowdown does, as a slower CPU would.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../../tests/e2e/helpers/chromium-launch.ts';
import { summarize, type Summary } from '../stats.ts';
import { buildBenchPage } from './build-page.ts';

export type Pair = 'order' | 'work';
export interface Side {
  drawnMs: Summary;
  drawScriptMs: Summary;
}
export interface RenderComparison {
  cpuSlowdown: number;
  draw: Record<Pair, { sdui: Side; hand: Side }>;
  typing: { keystrokes: number; sdui: Summary; hand: Summary };
}

export interface CompareOptions {
  drawRuns: number;
  typingRounds: number;
  cpuSlowdown: number;
}

const ORIGIN = 'http://127.0.0.1:8095';
const WARM_UP = 5;
const TYPED = 'Acme Foods and Provisions Ltd.';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** Serves the built page from its folder inside the browser: no socket, no port. */
async function servePage(page: Page, dir: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = path.join(dir, new URL(route.request().url()).pathname);
    const body = await readFile(file).catch(() => undefined);
    if (!body) return route.fulfill({ status: 404 });
    return route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
}

/** JavaScript time Chromium counted while `work` ran, in milliseconds. */
async function scriptTime<T>(cdp: CDPSession, work: () => Promise<T>): Promise<[T, number]> {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN;
  };
  const before = await read();
  const result = await work();
  return [result, ((await read()) - before) * 1000];
}

export async function compareRendering(options: CompareOptions): Promise<RenderComparison> {
  const dir = await buildBenchPage();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await servePage(page, dir);
    await page.goto(`${ORIGIN}/index.html`);
    await page.waitForFunction(() => window.bench !== undefined);
    if (!(await page.evaluate(() => window.bench.production)))
      throw new Error('the benchmark page runs the development build of React');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });

    const drawOnce = async (view: string) => {
      // Garbage from earlier samples is collected first, so no sample pays for another's.
      await cdp.send('HeapProfiler.collectGarbage');
      const [drawnMs, scriptMs] = await scriptTime(cdp, () =>
        page.evaluate((v) => window.bench.draw(v as never), view),
      );
      const missing = await page.evaluate((v) => window.bench.missingTexts(v as never), view);
      if (missing.length > 0) throw new Error(`${view} was drawn without ${missing.join(', ')}`);
      return { drawnMs, scriptMs };
    };
    const clear = () => page.evaluate(() => window.bench.clear());

    const samples: Record<string, { drawnMs: number[]; scriptMs: number[] }> = {};
    for (let run = 0; run < WARM_UP + options.drawRuns; run++) {
      for (const pair of ['order', 'work'] as const) {
        // Which version goes first alternates from run to run.
        const order = run % 2 === 0 ? (['sdui', 'hand'] as const) : (['hand', 'sdui'] as const);
        for (const side of order) {
          const view = `${side}-${pair}`;
          const sample = await drawOnce(view);
          await clear();
          if (run < WARM_UP) continue;
          samples[view] ??= { drawnMs: [], scriptMs: [] };
          samples[view].drawnMs.push(sample.drawnMs);
          samples[view].scriptMs.push(sample.scriptMs);
        }
      }
    }

    const keystrokes: Record<'sdui' | 'hand', number[]> = { sdui: [], hand: [] };
    for (let round = 0; round < 1 + options.typingRounds; round++) {
      const order = round % 2 === 0 ? (['sdui', 'hand'] as const) : (['hand', 'sdui'] as const);
      for (const side of order) {
        await page.evaluate((v) => window.bench.draw(v as never), `${side}-work`);
        await page.evaluate(() => window.bench.focus('companyName'));
        await cdp.send('HeapProfiler.collectGarbage');
        for (const char of TYPED) {
          const [, ms] = await scriptTime(cdp, async () => {
            await page.keyboard.type(char);
            await page.evaluate(() => window.bench.settle());
          });
          if (round > 0) keystrokes[side].push(ms);
        }
        const typed = await page.evaluate(() => window.bench.valueOf('companyName'));
        if (typed !== TYPED) throw new Error(`${side}: typed "${TYPED}" but the field holds "${typed}"`);
        await clear();
      }
    }

    const problems = await page.evaluate(() => window.bench.problems());
    if (problems.length > 0)
      throw new Error(`the screens asked for things the benchmark does not provide:\n${problems.join('\n')}`);
    const side = (view: string): Side => ({
      drawnMs: summarize(samples[view]!.drawnMs),
      drawScriptMs: summarize(samples[view]!.scriptMs),
    });
    return {
      cpuSlowdown: options.cpuSlowdown,
      draw: {
        order: { sdui: side('sdui-order'), hand: side('hand-order') },
        work: { sdui: side('sdui-work'), hand: side('hand-work') },
      },
      typing: {
        keystrokes: TYPED.length,
        sdui: summarize(keystrokes.sdui),
        hand: summarize(keystrokes.hand),
      },
    };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
