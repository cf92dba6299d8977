// scripts/cluster.mjs as a child process (from the built dist), for the cluster test and the load bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Instance {
  name: string;
  pid: number;
  url: string;
}

/** The `CLUSTER_READY {json}` line. */
export interface ClusterReady {
  /** The front proxy: what a browser reaches. */
  url: string;
  schema: string;
  worker: Instance;
  apis: Instance[];
  gateways: Instance[];
}

export interface RunningCluster {
  ready: ClusterReady;
  child: ChildProcess;
  /** SIGTERM, then waits until every process has stopped (and the cluster has cleaned its schema and keys up). */
  stop(): Promise<void>;
}

/**
 * Starts the cluster on `databaseUrl` and `redisUrl` with `env` on top of ours (CLUSTER_INSTANCES, CLUSTER_SCHEMA,
 * RATE_LIMITS…); the front proxy on a free port, nothing reached off loopback. Rejects, with the cluster's output,
 * when it exits before it is ready.
 */
export async function startCluster(
  databaseUrl: string,
  redisUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<RunningCluster> {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CLUSTER_PORT: '0',
      LOG_LEVEL: 'warn',
      PLACES_PHOTON_URL: 'http://127.0.0.1:9',
      PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
      CALENDAR_FETCH_ORIGIN: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ready = await new Promise<ClusterReady>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      if (line.startsWith('CLUSTER_READY ')) resolve(JSON.parse(line.slice('CLUSTER_READY '.length)) as ClusterReady);
    });
    child.once('exit', (code) => reject(new Error(`cluster.mjs exited (${code}):\n${output.join('\n')}`)));
  });
  return {
    ready,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
