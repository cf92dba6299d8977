import { FeedError } from './errors.js';
import { readFeed, type ParsedFeed } from './parse.js';
import { planSync, type PlanInput, type SyncPlan } from './plan.js';

/** The CPU-bound work of a sync: reading a feed, and deciding what it changes. */
export type Job = { kind: 'read'; text: string } | { kind: 'plan'; input: PlanInput };
export type JobResult<J extends Job> = J extends { kind: 'read' } ? ParsedFeed : SyncPlan;

/** What the worker thread answers: the job's result, or its error (a FeedError's message is the host's to read). */
export type Reply = { value: ParsedFeed | SyncPlan } | { error: { message: string; feed: boolean } };

export function runJob(job: Job): ParsedFeed | SyncPlan {
  return job.kind === 'read' ? readFeed(job.text) : planSync(job.input);
}

export function replyTo(job: Job): Reply {
  try {
    return { value: runJob(job) };
  } catch (error) {
    return { error: { message: (error as Error).message, feed: error instanceof FeedError } };
  }
}
