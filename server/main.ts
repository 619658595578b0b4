import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { describeDb, openDb } from './db/open-db.ts';
import { prepareDb } from './db/prepare-db.ts';
import { createProcessLogger, fatalLogger } from './http/process-logger.ts';
import { sayUncaughtErrors } from './http/uncaught-errors.ts';
import { clientBuilt } from './http/static-files.ts';

/** Says why the process ends, as a JSON line on stderr (at any level), and ends it. */
function stopWith(log: Logger, message: string, error?: unknown): never {
  const said = fatalLogger(log);
  if (error === undefined) said.fatal(message);
  else said.fatal({ err: error }, message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // No level was read yet: the refusal is the one line such a start writes.
    if (error instanceof ConfigError) stopWith(createProcessLogger('info'), error.message);
    throw error;
  }
}

/** Starts the server: config, database (migrated and seeded), app, job polling. */
async function main(config: Config, log: Logger): Promise<void> {
  const db = await openDb(config, {
    onConnectionLost: (error) =>
      log.warn(`PostgreSQL closed a connection (${error.message}); the next query opens another.`),
    onCheckpointFailed: (error) =>
      log.warn(
        `The embedded database's checkpoint failed (${error.message}); its log is trimmed at the next try.`,
      ),
    onVacuumFailed: (error) =>
      log.warn(`The embedded database's vacuum failed (${error.message}); its tables are looked at again.`),
  });
  try {
    await prepareDb(db, { info: (line) => log.info(line), warn: (line) => log.warn(line) });
  } catch (error) {
    // The first queries: a database that cannot be reached is said in one line, not a stack.
    await db.close().catch(() => undefined);
    stopWith(log, `Could not prepare the database (${describeDb(config)}): ${String(error)}`);
  }
  const app = await buildApp({ config, db, loggerInstance: log });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A port taken by another process (often this server started twice) is said in one line.
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    stopWith(log, `Could not listen on ${config.host}:${config.port}: ${String(error)}`);
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

const config = readConfig();
const log = createProcessLogger(config.logLevel);
// An error nobody caught at run time is said as a JSON line, then left to Node's own handling.
sayUncaughtErrors(log);
// A start that fails on an error of its own (a data folder that cannot be opened, a broken contract
// file) is said as the log's other lines are.
await main(config, log).catch((error: unknown) => stopWith(log, 'The server could not start', error));
