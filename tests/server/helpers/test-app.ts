import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import type { Db } from '../../../server/db/db.ts';
import { projectRoot } from '../../../server/paths.ts';
import { createTestDb } from './test-db.ts';

export const fixturesDir = path.join(projectRoot, 'tests', 'server', 'fixtures');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of APP_ENV=test (e.g. APP_ENV=production with its settings). */
  env?: Record<string, string>;
  screensDir?: string;
  /** The built client to serve; none by default. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The real app on its own database (see createTestDb), ready for inject(). One per test file:
 * tests in a file share the database and the development clock, so each uses its own phone.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, dispose } = await createTestDb();
  const config = loadConfig({ APP_ENV: 'test', ...options.env });
  const app = await buildApp({
    config,
    db,
    logger: options.logger ?? false,
    screensDir: options.screensDir ?? path.join(fixturesDir, 'screens'),
    distDir: options.distDir ?? path.join(fixturesDir, 'no-client-build'),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
