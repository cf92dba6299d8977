import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { FeedError } from './errors.js';
import { runJob, type Job, type PackedPlan, type PlanContext, type ReadFeed, type Reply } from './jobs.js';

/** Where a sync's CPU-bound work (reading the feed, deciding what it changes) runs. */
export interface FeedProcessor {
  /**
   * Reads a feed (UTF-8 bytes; the worker takes them over, `body` is then empty here) and keeps its events for
   * `plan`; `ownUidSuffix` is `@<host>` of our export's UIDs.
   */
  read(body: Uint8Array, ownUidSuffix: string | null): Promise<ReadFeed>;
  plan(token: number, context: PlanContext): Promise<PackedPlan>;
  /** Stops the work under way (its sync fails, nothing written) and frees the thread. */
  close(): Promise<void>;
}

/** In the calling thread: every other request waits while a feed is read (CALENDAR_PARSE_WORKER=0, the benches). */
export const inThreadProcessor: FeedProcessor = {
  read: async (body, ownUidSuffix) => runJob({ kind: 'read', body, ownUidSuffix }) as ReadFeed,
  plan: async (token, context) => runJob({ kind: 'plan', token, context }) as PackedPlan,
  close: async () => {},
};

export interface WorkerLimits {
  /** A job running longer fails its sync (nothing is written) and the worker is replaced. */
  timeoutMs: number;
  /** The worker's heap: a feed that needs more fails its sync, the server is unharmed. */
  maxHeapMb: number;
}

interface Queued {
  job: Job;
  resolve: (value: ReadFeed | PackedPlan) => void;
  reject: (error: Error) => void;
}

const shuttingDown = () => new FeedError('The server was shutting down: nothing was changed');

/**
 * One worker thread that runs the syncs' jobs one at a time, in the order asked (a queue here, so each job's
 * deadline starts when it does). Started on the first job and replaced after a crash, a deadline or a heap limit;
 * it does not keep the process alive while idle.
 */
export class WorkerProcessor implements FeedProcessor {
  private worker: Worker | null = null;
  private readonly queue: Queued[] = [];
  private current: (Queued & { timer: NodeJS.Timeout }) | null = null;
  private closed = false;

  constructor(private readonly limits: WorkerLimits) {}

  read(body: Uint8Array, ownUidSuffix: string | null): Promise<ReadFeed> {
    return this.run({ kind: 'read', body, ownUidSuffix }) as Promise<ReadFeed>;
  }

  plan(token: number, context: PlanContext): Promise<PackedPlan> {
    return this.run({ kind: 'plan', token, context }) as Promise<PackedPlan>;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(shuttingDown());
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, shuttingDown());
    await worker.terminate();
  }

  private run(job: Job): Promise<ReadFeed | PackedPlan> {
    if (this.closed) return Promise.reject(shuttingDown());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.current || this.closed) return;
    const queued = this.queue.shift();
    if (!queued) return;
    const worker = (this.worker ??= this.start());
    worker.ref();
    const seconds = this.limits.timeoutMs / 1000;
    const timer = setTimeout(
      () => this.fail(worker, new FeedError(`Reading the feed took longer than ${seconds} s: nothing was changed`)),
      this.limits.timeoutMs,
    );
    this.current = { ...queued, timer };
    // A feed's bytes move to the worker instead of being copied (only when they own their whole ArrayBuffer).
    const { job } = queued;
    const owned =
      job.kind === 'read' && job.body.byteOffset === 0 && job.body.byteLength === job.body.buffer.byteLength;
    worker.postMessage(job, owned ? [job.body.buffer as ArrayBuffer] : []);
  }

  private start(): Worker {
    const worker = spawnWorker({ maxOldGenerationSizeMb: this.limits.maxHeapMb });
    worker.on('message', (reply: Reply) => {
      const current = this.current;
      if (this.worker !== worker || !current) return;
      this.current = null;
      clearTimeout(current.timer);
      worker.unref();
      if ('value' in reply) current.resolve(reply.value);
      else current.reject(reply.error.feed ? new FeedError(reply.error.message) : new Error(reply.error.message));
      this.next();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const message = tooBig ? 'The feed needs too much memory to read' : 'The feed could not be read';
      this.fail(worker, new FeedError(`${message}: nothing was changed`));
    });
    worker.on('exit', () => this.fail(worker, new FeedError('The feed could not be read: nothing was changed')));
    worker.unref();
    return worker;
  }

  /** Drops the worker (a new one takes the next job) and fails the job it was running. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.reject(error);
    }
    this.next();
  }
}

/**
 * The worker runs `worker.js` next to this file in the build. From the sources (vitest, tsx) it is `worker.ts`,
 * which Node cannot load alone: the thread first registers tsx's require hook, as the test run does.
 */
function spawnWorker(resourceLimits: ResourceLimits): Worker {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url), { resourceLimits });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  // `source`: @portal/schema/dates from its sources too, so tests need no build first.
  return new Worker(code, { eval: true, resourceLimits, execArgv: [...process.execArgv, '--conditions=source'] });
}
