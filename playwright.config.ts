// End-to-end tests against the real server (real /api1, real PGlite database in a fresh temporary
// folder) and the built client, in the system Chromium at a phone-sized viewport.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/helpers/chromium-launch.ts';

// E2E_PORT lets two runs share a machine: each gets its own port, build folder, data and screens.
const port = Number(process.env.E2E_PORT ?? 8090);
const distDir = port === 8090 ? 'dist' : `/tmp/loan-app-e2e-dist-${port}`;
const inCi = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: port === 8090 ? 'test-results' : `test-results-${port}`,
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  // One worker: the machine has two cores and the server needs one of them.
  workers: 1,
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  // A missing baseline fails in CI instead of being written from whatever CI happened to draw.
  updateSnapshots: inCi ? 'none' : 'missing',
  timeout: 30_000,
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: port === 8090 ? 'playwright-report' : `playwright-report-${port}` },
    ],
  ],
  expect: {
    timeout: 7_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'iphone',
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 800 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['iPhone 13'].userAgent,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
      },
    },
  ],
  webServer: {
    command: `npx vite build --outDir ${distDir} --emptyOutDir --logLevel warn && node --import tsx tests/e2e/start-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    // Every e2e borrower signs in from 127.0.0.1: lift the per-IP limits a real crowd would not share.
    env: {
      PORT: String(port),
      DIST_DIR: distDir,
      APP_ENV: 'development',
      OTP_PER_IP_PER_HOUR: '10000',
      RATE_LIMIT_PER_MINUTE: '10000',
      TELEMETRY_EVENTS_PER_MINUTE: '100000',
    },
    reuseExistingServer: !inCi,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
