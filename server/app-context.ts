import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Contract } from './contract/load-contract.ts';
import type { Db } from './db/db.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { PaymentPurposes } from './modules/payments/purposes.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';

/** What every domain module is built from (handed in by buildApp, never imported as globals). */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  contract: Contract;
  sms: SmsProvider;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  /** What each payment is for (repayment, extension fee): filled by the owning modules. */
  paymentPurposes: PaymentPurposes;
}
