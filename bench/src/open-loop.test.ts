import { describe, expect, it } from 'vitest';
import { seededRandom } from '@portal/testkit/random';
import { chooser, closedLoop, openLoop, outcomeOf, timed } from './open-loop.js';

describe('the load generators’ loops', () => {
  it('sends rate × seconds requests on schedule, each due 1/rate after the one before, without waiting for answers', async () => {
    const dues: number[] = [];
    let outstanding = 0;
    let mostOutstanding = 0;
    const answers = await openLoop(50, 0.4, async (due) => {
      dues.push(due);
      mostOutstanding = Math.max(mostOutstanding, ++outstanding);
      await new Promise((resolve) => setTimeout(resolve, 100));
      outstanding--;
      return due;
    });
    expect(answers).toEqual(dues);
    expect(dues).toHaveLength(20);
    for (let index = 1; index < dues.length; index++) expect(dues[index]! - dues[index - 1]!).toBeCloseTo(20, 6);
    // Each answer takes 100 ms and one is due every 20 ms: an open loop has several out at once.
    expect(mostOutstanding).toBeGreaterThanOrEqual(3);
  });

  it('keeps exactly `concurrency` requests outstanding in a closed loop', async () => {
    let outstanding = 0;
    let mostOutstanding = 0;
    const answers = await closedLoop(4, 0.2, async () => {
      mostOutstanding = Math.max(mostOutstanding, ++outstanding);
      await new Promise((resolve) => setTimeout(resolve, 10));
      outstanding--;
      return 'ok';
    });
    expect(mostOutstanding).toBe(4);
    expect(answers.length).toBeGreaterThanOrEqual(8);
  });

  it('picks each operation in proportion to its weight, the same sequence for the same seed', () => {
    const choose = chooser(
      [
        { name: 'a', weight: 75 },
        { name: 'b', weight: 25 },
      ],
      seededRandom(7),
    );
    const picks = Array.from({ length: 4000 }, () => choose().name);
    const share = picks.filter((name) => name === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.72);
    expect(share).toBeLessThan(0.78);
    const again = chooser(
      [
        { name: 'a', weight: 75 },
        { name: 'b', weight: 25 },
      ],
      seededRandom(7),
    );
    expect(Array.from({ length: 4000 }, () => again().name)).toEqual(picks);
  });

  it('tells a served answer from a refused one, a GraphQL error and an unreadable body', () => {
    expect(outcomeOf(200, '{"data":{"me":{"id":"1"}}}')).toBe('ok');
    expect(outcomeOf(503, 'busy')).toBe('503');
    expect(outcomeOf(200, '{"errors":[{"extensions":{"code":"SERVICE_UNAVAILABLE"}}]}')).toBe('SERVICE_UNAVAILABLE');
    expect(outcomeOf(200, '{"errors":[{"message":"no"}]}')).toBe('GraphQL error');
    expect(outcomeOf(200, '<html>')).toBe('unreadable answer');
  });

  it('times a request from when it was due, and names a client-side failure by its code', async () => {
    const due = performance.now() - 50;
    const served = await timed('Me', due, due, async () => ({ statusCode: 200, text: '{"data":{}}' }));
    expect(served).toMatchObject({ operation: 'Me', outcome: 'ok', atMs: 0 });
    expect(served.ms).toBeGreaterThanOrEqual(50);
    expect(served.lateMs).toBeGreaterThanOrEqual(50);
    const failed = await timed('Me', due, due, () =>
      Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    );
    expect(failed.outcome).toBe('client: ECONNREFUSED');
  });
});
