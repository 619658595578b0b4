import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { describeDb, openDb } from './db/open-db.ts';
import { prepareDb } from './db/prepare-db.ts';
import { clientBuilt } from './http/static-files.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server: config, database (migrated and seeded), app, job polling. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDb(config, {
    onConnectionLost: (error) =>
      process.stderr.write(
        `PostgreSQL closed an idle connection (${error.message}); the next query opens another.\n`,
      ),
  });
  try {
    await prepareDb(db, { info: (line) => console.log(line), warn: (line) => console.warn(line) });
  } catch (error) {
    // The first queries: a database that cannot be reached is said in one line, not a stack.
    process.stderr.write(`Could not prepare the database (${describeDb(config)}): ${String(error)}\n`);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const app = await buildApp({ config, db, logger: { level: config.logLevel } });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A port taken by another process (often this server started twice) is said in one line.
    process.stderr.write(`Could not listen on ${config.host}:${config.port}: ${String(error)}\n`);
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  app.jobs.start(config.jobsPollMs);
  console.log(
    `Loan app running at http://localhost:${config.port} (APP_ENV=${config.appEnv}, ${describeDb(config)})`,
  );
  // `npm run dev` does not build the client: without this line its pages answer 404 unexplained.
  if (!clientBuilt(config.distDir))
    console.warn(
      `No client build in ${config.distDir}: /api1 answers, the app's pages do not. Run npm run build (npm start builds it first).`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
