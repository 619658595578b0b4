/** A job thread for job-thread.test.ts: each job says what the thread should do with it. */
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { answerJobs } from '../../../../server/providers/thread/answer-jobs.ts';

export type SampleJob =
  { double: number } | { unreadable: string } | { fail: string } | { never: true } | { exit: number };

answerJobs<SampleJob, number>(async (job) => {
  if ('double' in job) return job.double * 2;
  if ('unreadable' in job) throw new UnreadableImageError(job.unreadable);
  if ('fail' in job) throw new Error(job.fail);
  // A job still running when the thread stops.
  if ('never' in job) return new Promise<number>(() => undefined);
  process.exit(job.exit);
});
