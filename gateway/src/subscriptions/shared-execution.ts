import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';

/** How much work the subscriptions did: one execution serves every subscription that shares it. */
export interface SubscriptionStats {
  /** Selection sets executed for events. */
  executions: number;
  /** Results handed to subscriptions (an execution's result counts once per subscription that received it). */
  deliveries: number;
}

/**
 * A graphql-ws `subscribe` that executes each event's selection set once per distinct operation and viewer, and hands
 * the same result to every subscription sharing them (a user's tabs and devices, or the same operation on two sockets).
 * `keyOf` names the operation and viewer of a subscription (null: never shared); the pub/sub hands one event object to
 * every listener of a topic, so the event object itself tells which deliveries are the same event.
 */
export function sharedSubscriptions(keyOf: (args: ExecutionArgs) => string | null) {
  const stats: SubscriptionStats = { executions: 0, deliveries: 0 };
  const executions = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

  const run = (args: ExecutionArgs, key: string | null, event: unknown): Promise<ExecutionResult> => {
    const fresh = () => {
      stats.executions += 1;
      return Promise.resolve(execute({ ...args, rootValue: event }));
    };
    if (key === null || typeof event !== 'object' || event === null) return fresh();
    let byKey = executions.get(event);
    if (!byKey) executions.set(event, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = fresh()));
    return result;
  };

  async function subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const key = keyOf(args);
    const iterator = source[Symbol.asyncIterator]();
    const mapped: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        const step = await iterator.next();
        if (step.done) return { done: true, value: undefined };
        const value = await run(args, key, step.value);
        stats.deliveries += 1;
        return { done: false, value };
      },
      // Straight to the source, so that completing a subscription never waits for its next event.
      return: async () => {
        await iterator.return?.();
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        await iterator.return?.();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return mapped;
  }

  return { subscribe, stats };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
