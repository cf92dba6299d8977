/** The sync's worker thread (started by `WorkerProcessor`): runs one job per message, in order. */
import { parentPort } from 'node:worker_threads';
import { replyTo, type Job } from './jobs.js';

parentPort?.on('message', (job: Job) => parentPort?.postMessage(replyTo(job)));
