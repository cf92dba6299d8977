import { afterEach, describe, expect, it } from 'vitest';
import { feedOf } from '@portal/testkit/feed-server';
import { FeedError } from './errors.js';
import type { PlanContext } from './jobs.js';
import { addDays } from '@portal/schema';
import { WorkerProcessor, type WorkerLimits } from './processor.js';

const today = new Date().toISOString().slice(0, 10);
const bytes = (text: string) => new TextEncoder().encode(text);
const feed = (count: number) =>
  feedOf(
    Array.from({ length: count }, (_, index) => [
      `stay-${index}@airbnb.com`,
      addDays(today, 2 * index + 1),
      addDays(today, 2 * index + 2),
      'Reserved',
    ]),
  );
const context: PlanContext = {
  providerSlug: 'airbnb',
  rules: { longestStayNights: 90, feedWindowMonths: null },
  skippedUids: [],
  existingPages: ['[]'],
  own: { host: null, bookingIds: [], blockIds: [] },
  sent: [],
  today,
};

describe('WorkerProcessor', () => {
  let processor: WorkerProcessor;
  afterEach(() => processor.close());

  it('reads a feed in the worker thread, keeps its events there and plans with them', async () => {
    processor = new WorkerProcessor({ timeoutMs: 30_000, maxHeapMb: 256 });
    const body = bytes(feed(250));
    const read = await processor.read(body, '@portal.example.com');
    expect(body.byteLength).toBe(0); // moved to the worker, not copied
    expect(read).toEqual({ token: expect.any(Number), skipped: [], mentionsOwnUids: false });
    const plan = await processor.plan(read.token, context);
    expect(plan.result).toMatchObject({ reservations: 250, created: 250 });
    expect(plan.create).toHaveLength(3); // JSON batches of 100
    expect(JSON.parse(plan.create[0]!)[0]).toEqual({
      uid: 'stay-0@airbnb.com',
      startDate: addDays(today, 1),
      endDate: addDays(today, 2),
      providerGuestName: null,
    });
    // A feed is planned once: its events are gone from the worker afterwards.
    await expect(processor.plan(read.token, context)).rejects.toThrow(
      new FeedError('The feed could not be read: nothing was changed'),
    );
  });

  it("passes a feed's error on as the host's message, and serves the next job", async () => {
    processor = new WorkerProcessor({ timeoutMs: 30_000, maxHeapMb: 256 });
    await expect(processor.read(bytes('<!DOCTYPE html><html></html>'), null)).rejects.toThrow(
      new FeedError('The feed answered a web page instead of a calendar: nothing was changed'),
    );
    expect((await processor.read(bytes(feed(1)), null)).skipped).toEqual([]);
  });

  it('fails a job past its deadline, and a new worker takes the next one', async () => {
    const limits: WorkerLimits = { timeoutMs: 1, maxHeapMb: 256 };
    processor = new WorkerProcessor(limits);
    await expect(processor.read(bytes(feed(2000)), null)).rejects.toThrow(
      new FeedError('Reading the feed took longer than 0.001 s: nothing was changed'),
    );
    limits.timeoutMs = 30_000;
    expect((await processor.read(bytes(feed(1)), null)).skipped).toEqual([]);
  });

  it('fails the jobs still waiting when it closes', async () => {
    processor = new WorkerProcessor({ timeoutMs: 30_000, maxHeapMb: 256 });
    const jobs = [processor.read(bytes(feed(500)), null), processor.read(bytes(feed(1)), null)].map((job) =>
      job.then(
        () => 'done',
        (error: Error) => error,
      ),
    );
    await processor.close();
    expect(await Promise.all(jobs)).toEqual([
      new FeedError('The server was shutting down: nothing was changed'),
      new FeedError('The server was shutting down: nothing was changed'),
    ]);
    await expect(processor.read(bytes(feed(1)), null)).rejects.toThrow(FeedError);
  });
});
