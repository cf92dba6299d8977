// `npm start`: the REST API and the GraphQL gateway (which serves the web app) in one process, on the
// embedded default (SQLite in DATA_DIR, in-process pub/sub) unless DATABASE_URL / REDIS_URL say otherwise.
// Production unless told otherwise: graphql-js skips its development-only checks (a cross-realm test on every
// type lookup, a large share of a big query's execution). Set before the imports below load graphql.
process.env.NODE_ENV ??= 'production';
const { loadConfig, startApi } = await import('@portal/api');
const { startGateway } = await import('@portal/gateway');

const config = loadConfig();
// One event loop, one gate: the gateway turns work away at the door (in-flight cap, under-pressure), so the API in
// this process does not also refuse the REST calls of operations the gateway has already taken on.
const api = await startApi({ ...config, overload: { ...config.overload, enabled: false } });
// The gateway delivers the API's message events: from this process, or through Redis when REDIS_URL is set.
const gateway = await startGateway({ apiUrl: api.url, apiEvents: api.events });
console.info(`Host portal ready at ${gateway.url} (GraphQL ${gateway.url}/graphql, GraphiQL ${gateway.url}/graphiql)`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: shutting down`);
  await gateway.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
