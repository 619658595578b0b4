// One database's whole benchmark: start the server on it, sign the borrowers in, bring most of them
// to an approved loan application, then run every scenario. The server is stopped whatever happens.
import path from 'node:path';
import {
  applyAndApprove,
  benchPhones,
  completeProfiles,
  findOffer,
  signInAll,
  type Borrower,
} from './borrowers.ts';
import type { BenchDatabase } from './databases.ts';
import { benchServerEnv } from './server-env.ts';
import { measureScenario } from './measure.ts';
import type { ScenarioResult } from './run-scenario.ts';
import { scenarios, type Fixture, type Scenario } from './scenarios.ts';
import { loggedErrors, startApiServer, type ApiServer } from './server.ts';

export interface BenchSettings {
  root: string;
  port: number;
  borrowers: number;
  /** How many of them have a completed profile, a bank card and an approved application. */
  withOrders: number;
  connections: number;
  seconds: number;
  /** Scenario ids to run (e.g. order.detail); empty runs them all. */
  only: string[];
}

export interface DatabaseRun {
  results: ScenarioResult[];
  /** Error lines the server logged during the run (a 500 is logged here with its cause). */
  serverErrors: { count: number; first: string[] };
}

const step = (text: string) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${text}`);

async function withServer<T>(
  database: BenchDatabase,
  settings: BenchSettings,
  work: (server: ApiServer) => Promise<T>,
): Promise<T> {
  const env = { ...benchServerEnv, ...database.serverEnv };
  const server = await startApiServer(settings.root, settings.port, env, logFileOf(database));
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

const logFileOf = (database: BenchDatabase) => path.join(database.workDir, 'server.log');

async function homeScreenEtag(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api1/screens/home`);
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag)
    throw new Error(`/screens/home answered ${response.status} without an ETag`);
  return etag;
}

async function completeProfilesInDb(database: BenchDatabase, borrowers: Borrower[], count: number) {
  step(`completing ${count} profiles in the database`);
  const db = await database.open();
  try {
    await completeProfiles(db, borrowers, count);
  } finally {
    await db.close();
  }
}

/** Every chosen scenario in turn, after a warm-up. */
async function runScenarios(server: ApiServer, borrowers: Borrower[], settings: BenchSettings) {
  const first = borrowers[0] as Borrower;
  const fixture: Fixture = {
    offer: await findOffer(server.url, first.token),
    homeScreenEtag: await homeScreenEtag(server.url),
  };
  step(`applying for ${fixture.offer.amount} rupees of product ${fixture.offer.productId} and approving`);
  await applyAndApprove(server.url, borrowers, fixture.offer);

  const run = { url: server.url, connections: settings.connections, seconds: settings.seconds };
  const measure = (scenario: Scenario, seconds: number) =>
    measureScenario(server, scenario, borrowers, fixture, { ...run, seconds });
  const chosen = scenarios.filter(
    (s) => settings.only.length === 0 || settings.only.includes(s.name.split(' ')[0] ?? ''),
  );
  // The first seconds of a fresh process are spent compiling: a short warm-up, reported too.
  const warmUp = await measure(scenarios[0] as Scenario, 2);
  const results: ScenarioResult[] = [{ ...warmUp, name: `warm-up (${warmUp.name})` }];
  for (const scenario of chosen) {
    step(`${scenario.name}: ${settings.connections} connections for ${settings.seconds} s`);
    results.push(await measure(scenario, settings.seconds));
  }
  return results;
}

export async function benchDatabase(database: BenchDatabase, settings: BenchSettings): Promise<DatabaseRun> {
  const phones = benchPhones(settings.borrowers);
  step(`starting the server on ${database.name} and signing ${phones.length} borrowers in at once`);
  let results: ScenarioResult[];
  if (database.singleProcess) {
    const borrowers = await withServer(database, settings, (server) => signInAll(server.url, phones));
    await completeProfilesInDb(database, borrowers, settings.withOrders);
    step('restarting the server');
    results = await withServer(database, settings, (server) => runScenarios(server, borrowers, settings));
  } else {
    results = await withServer(database, settings, async (server) => {
      const borrowers = await signInAll(server.url, phones);
      await completeProfilesInDb(database, borrowers, settings.withOrders);
      return runScenarios(server, borrowers, settings);
    });
  }
  return { results, serverErrors: loggedErrors(logFileOf(database)) };
}
