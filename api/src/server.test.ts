import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './server.js';
import { testDatabases, type OpenTestDatabase } from './test/databases.js';

describe.each(testDatabases())('startApi on $name', (database) => {
  let opened: OpenTestDatabase;
  let api: RunningApi;
  beforeAll(async () => {
    opened = await database.open();
    api = await startApi({ ...opened.config, port: 0 }, { log: false });
  });
  afterAll(async () => {
    await api.close();
    await opened.close();
  });

  it('migrates, listens and answers over HTTP', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${api.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('can be started again on the same database (migrations already applied)', async () => {
    const second = await startApi({ ...opened.config, port: 0 }, { log: false });
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    await second.close();
  });
});
