/** What the server's thread and a job thread say to each other (job-thread.ts, answer-jobs.ts). */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}

export type JobAnswer<Result> =
  | { id: number; result: Result }
  /** The photo could not be decoded: an UnreadableImageError in the server's thread too. */
  | { id: number; unreadable: string }
  | { id: number; failure: string };
