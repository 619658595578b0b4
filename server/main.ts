import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { describeDb, openDb } from './db/open-db.ts';
import { prepareDb } from './db/prepare-db.ts';
import { createProcessLogger } from './http/process-logger.ts';
import { clientBuilt } from './http/static-files.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // No level was read yet: the refusal is the one line such a start writes.
      createProcessLogger('info').fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server: config, database (migrated and seeded), app, job polling. */
async function main(): Promise<void> {
  const config = readConfig();
  const log = createProcessLogger(config.logLevel);
  const db = await openDb(config, {
    onConnectionLost: (error) =>
      log.warn(`PostgreSQL closed an idle connection (${error.message}); the next query opens another.`),
  });
  try {
    await prepareDb(db, { info: (line) => log.info(line), warn: (line) => log.warn(line) });
  } catch (error) {
    // The first queries: a database that cannot be reached is said in one line, not a stack.
    log.fatal(`Could not prepare the database (${describeDb(config)}): ${String(error)}`);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const app = await buildApp({ config, db, loggerInstance: log });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A port taken by another process (often this server started twice) is said in one line.
    log.fatal(`Could not listen on ${config.host}:${config.port}: ${String(error)}`);
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  app.jobs.start(config.jobsPollMs);
  log.info(
    `Loan app running at http://localhost:${config.port} (APP_ENV=${config.appEnv}, ${describeDb(config)})`,
  );
  // `npm run dev` does not build the client: without this line its pages answer 404 unexplained.
  if (!clientBuilt(config.distDir))
    log.warn(
      `No client build in ${config.distDir}: /api1 answers, the app's pages do not. Run npm run build (npm start builds it first).`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
