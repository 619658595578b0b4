import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import { offsetClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { loadContract } from './contract/load-contract.ts';
import { contractValidatorCompiler } from './contract/validator-compiler.ts';
import type { Db } from './db/db.ts';
import { registerAnswersNotStored } from './http/answers-not-stored.ts';
import { registerAuthHook } from './http/auth-hook.ts';
import { registerCompression } from './http/compression.ts';
import { clientErrorOptions } from './http/client-errors.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body-parser.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerNotFound } from './http/not-found.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerRequestIdHeader, requestIdOptions } from './http/request-id.ts';
import { requestSession } from './http/request-session.ts';
import { withRequestLogPrivacy } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { waitForRequestsInFlightOnClose } from './http/requests-in-flight.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { registerUploadGate } from './http/upload-gate.ts';
import { registerJobsPurge, scheduleJobsPurge } from './jobs/finished-jobs-purge.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { scheduleCleanup } from './modules/auth/cleanup-job.ts';
import { registerAuthModule } from './modules/auth/routes.ts';
import { registerBankModule } from './modules/bank/routes.ts';
import { createSessionResolver } from './modules/auth/sessions.ts';
import { registerContentModule } from './modules/content/routes.ts';
import { registerDevModule } from './modules/dev/routes.ts';
import { registerExtensionModule } from './modules/extension/routes.ts';
import { registerHealthModule } from './modules/health/routes.ts';
import { registerHomeModule } from './modules/home/routes.ts';
import { registerKycModule } from './modules/kyc/routes.ts';
import { registerMapStateModule } from './modules/map-state/routes.ts';
import { registerOrdersModule } from './modules/orders/routes.ts';
import { registerPaymentsModule } from './modules/payments/routes.ts';
import { registerProductsModule } from './modules/products/routes.ts';
import { registerProfileModule } from './modules/profile/routes.ts';
import { registerScheduledOrdersModule } from './modules/scheduled-orders/routes.ts';
import { registerDeviceModule } from './modules/device/routes.ts';
import { registerDownloadModule } from './modules/download/routes.ts';
import { registerFeedbackModule } from './modules/feedback/routes.ts';
import { registerGalleryModule } from './modules/gallery/routes.ts';
import { registerSystemModule } from './modules/system/routes.ts';
import { registerTelemetryModule } from './modules/telemetry/routes.ts';
import { createSmsProvider } from './providers/sms/create-sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: main.ts starts its polling; /api1/dev/jobs/run runs it once. */
    jobs: JobRunner;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** A migrated and seeded database; the caller opens and closes it. */
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (main.ts): its lines and the requests' are one stream. Not with `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Overrides config.screensDir (tests serve fixture screens). */
  screensDir?: string;
  /** Overrides config.distDir (the built client). */
  distDir?: string;
}

/** The whole /api1 server and the built client, without listening (tests use inject()). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: Config = {
    ...options.config,
    screensDir: options.screensDir ?? options.config.screensDir,
    distDir: options.distDir ?? options.config.distDir,
  };
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: withRequestLogPrivacy(options.logger) }),
    ...requestIdOptions(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // Refused by waitForRequestsInFlightOnClose instead, with the envelope (SERVER_STOPPING).
    return503OnClosing: false,
    ...clientErrorOptions(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  registerJsonBodyParser(app);
  await registerMultipart(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { production: config.appEnv === 'production' });
  registerAnswersNotStored(app);
  registerRequestIdHeader(app);
  // Before every route and the static files, so its hook sees all of their answers.
  await registerCompression(app);
  waitForRequestsInFlightOnClose(app);

  const db = options.db;
  const clock = config.devSurface ? offsetClock(db) : systemClock();
  const jobs = new JobRunner(db, clock, app.log);
  app.decorate('jobs', jobs);
  registerJobsPurge(jobs, db, config.jobsKeepDoneDays);
  app.addHook('onClose', () => jobs.stop());
  const ctx: AppContext = {
    config,
    db,
    clock,
    contract: loadContract(),
    sms: createSmsProvider(config.sms, db, app.log),
    jobs,
    log: app.log,
    paymentPurposes: new Map(),
  };

  const sessionOf = requestSession(createSessionResolver(db, clock));
  await registerRateLimit(app, config.rateLimit, sessionOf);
  registerAuthHook(app, sessionOf);
  // After the auth hook (it counts by borrower), before any route reads an upload's body.
  registerUploadGate(app);
  registerHealthModule(app, ctx);
  registerAuthModule(app, ctx);
  registerHomeModule(app, ctx);
  registerOrdersModule(app, ctx);
  registerScheduledOrdersModule(app, ctx);
  registerProductsModule(app, ctx);
  registerPaymentsModule(app, ctx);
  registerExtensionModule(app, ctx);
  registerProfileModule(app, ctx);
  registerKycModule(app, ctx);
  registerMapStateModule(app, ctx);
  registerBankModule(app, ctx);
  registerContentModule(app, ctx);
  registerFeedbackModule(app, ctx);
  registerTelemetryModule(app, ctx);
  registerDeviceModule(app, ctx);
  registerSystemModule(app, ctx);
  registerDownloadModule(app, ctx);
  if (config.devSurface) registerDevModule(app, ctx);
  registerGalleryModule(app, ctx);

  const clientServed = await registerStaticFiles(app, config.distDir);
  registerNotFound(app, { clientServed });

  app.addHook('onReady', async () => {
    const now = await clock.now();
    await scheduleCleanup(db, now);
    await scheduleJobsPurge(db, now);
  });
  return app;
}
