import { batches } from '../../db/batches.js';
import { FeedError } from './errors.js';
import { readFeed, type SkippedEvent, type SyncEvent } from './parse.js';
import { planSync, type ExistingBooking, type PlanInput, type SyncPlan } from './plan.js';

/**
 * What the plan needs besides the feed's events (read by the main thread, in the sync's transaction). Bookings
 * cross threads as JSON pages, and the plan's creates and updates as JSON batches the writer parses one at a time:
 * the main thread never holds thousands of them at once, which would make its garbage collector pause for long.
 */
export type PlanContext = Omit<PlanInput, 'events' | 'existing'> & { existingPages: string[] };
export type PackedPlan = Omit<SyncPlan, 'create' | 'update'> & { create: string[]; update: string[] };

/**
 * The CPU-bound work of a sync: reading a feed, then deciding what it changes. The events stay in the thread that
 * read them (under a token) until the plan takes them: they never cross to the main thread and back.
 */
export type Job =
  | { kind: 'read'; body: Uint8Array; ownUidSuffix: string | null }
  | { kind: 'plan'; token: number; context: PlanContext };

/** A feed read and kept for its plan. */
export interface ReadFeed {
  token: number;
  skipped: SkippedEvent[];
  /** Some event's UID ends like those our own export writes (`@<our host>`). */
  mentionsOwnUids: boolean;
}

/** What the worker thread answers: the job's result, or its error (a FeedError's message is the host's to read). */
export type Reply = { value: ReadFeed | PackedPlan } | { error: { message: string; feed: boolean } };

/** Feeds read and not planned yet; the oldest go first when a sync stopped between the two (bounded memory). */
const kept = new Map<number, SyncEvent[]>();
const KEPT_MAX = 8;
let lastToken = 0;

export function runJob(job: Job): ReadFeed | PackedPlan {
  if (job.kind === 'plan') {
    const events = kept.get(job.token);
    kept.delete(job.token);
    if (!events) throw new FeedError('The feed could not be read: nothing was changed');
    const { existingPages, ...context } = job.context;
    const existing = existingPages.flatMap((page) => JSON.parse(page) as ExistingBooking[]);
    const plan = planSync({ ...context, existing, events });
    const pack = <T>(rows: T[]) => batches(rows).map((batch) => JSON.stringify(batch));
    return { ...plan, create: pack(plan.create), update: pack(plan.update) };
  }
  const { events, skipped } = readFeed(new TextDecoder().decode(job.body));
  const token = ++lastToken;
  kept.set(
    token,
    events.map(({ description: _description, ...event }) => event),
  );
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_MAX) break;
    kept.delete(oldest);
  }
  const suffix = job.ownUidSuffix;
  const mentionsOwnUids = suffix !== null && events.some((event) => event.uid.toLowerCase().endsWith(suffix));
  return { token, skipped, mentionsOwnUids };
}

export function replyTo(job: Job): Reply {
  try {
    return { value: runJob(job) };
  } catch (error) {
    return { error: { message: (error as Error).message, feed: error instanceof FeedError } };
  }
}
