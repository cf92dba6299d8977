import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app.js';
import type { TestAppSuite } from './app.js';

/** How many SQL queries the app has sent since `queries` was last set (to 0, say). */
export interface QueryCount {
  queries: number;
}

/** Runs `use` with a second app on the suite's database that counts the queries it sends, then closes that app. */
export async function withCountedQueries(
  t: Pick<TestAppSuite, 'db' | 'config'>,
  use: (app: FastifyInstance, count: QueryCount) => Promise<void>,
): Promise<void> {
  const count: QueryCount = { queries: 0 };
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count.queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const app = buildApp({ db: t.db.withPlugin(counter), config: t.config });
  await app.ready();
  try {
    await use(app, count);
  } finally {
    await app.close();
  }
}
