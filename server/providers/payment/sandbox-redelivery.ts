/**
 * The sandbox gateway's notification, delivered until this server acknowledges it, as a real
 * gateway retries its webhook. The payment page delivers it at once; the choice and a redelivery
 * job are committed together, so a server that dies between the two (killed, or failing while it
 * settles) still settles the payment when the job runs. A redelivery of an event already settled
 * is answered as a duplicate (payments de-duplicate by event id) and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { isAcknowledged, postInProcess, type DeliveryAnswer } from '../deliver-in-process.ts';
import { signSandboxEvent, type SandboxEventBody } from './sandbox-gateway.ts';

export const SANDBOX_REDELIVER_JOB = 'sandbox.redeliver';
/** A gateway's first retry comes after about a minute; the job runner backs off after that. */
const REDELIVER_AFTER_MS = 60_000;

export interface SandboxDelivery {
  webhookSecret: string;
  /** The notification route a real gateway calls (below /api1). */
  notifyPath: string;
}

/** POSTs the signed event to the notification route, in this process, as the gateway would. */
export async function deliverSandboxEvent(
  app: FastifyInstance,
  delivery: SandboxDelivery,
  event: SandboxEventBody,
): Promise<DeliveryAnswer> {
  return postInProcess(app, delivery.notifyPath, signSandboxEvent(delivery.webhookSecret, event));
}

/** Queues the redelivery in the transaction that records the payer's choice. */
export async function scheduleRedelivery(tx: Queryable, event: SandboxEventBody, now: Date): Promise<void> {
  await enqueueJob(
    tx,
    {
      kind: SANDBOX_REDELIVER_JOB,
      payload: { event },
      runAt: new Date(now.getTime() + REDELIVER_AFTER_MS),
      dedupeKey: `${SANDBOX_REDELIVER_JOB}:${event.id}`,
    },
    now,
  );
}

/** The job: deliver again; not acknowledged, it throws and the runner retries later. */
export function registerSandboxRedelivery(jobs: JobRunner, app: FastifyInstance, delivery: SandboxDelivery) {
  jobs.register(SANDBOX_REDELIVER_JOB, async (job) => {
    const event = job.payload.event as SandboxEventBody;
    const answer = await deliverSandboxEvent(app, delivery, event);
    if (!isAcknowledged(answer))
      throw new Error(`Sandbox event ${event.id} not acknowledged: ${answer.msg} (code ${answer.code})`);
  });
}
