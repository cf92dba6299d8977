import type { FastifyInstance } from 'fastify';

/** One REST call as a user (`token`) or anonymously; throws on any status from 300 up, with the answer. */
export type Call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
) => Promise<T>;

/** A user's Call, from their token (none: anonymous). */
export type Caller = (token?: string) => Call;

const failed = (method: string, path: string, status: number, body: string) =>
  new Error(`${method} ${path}: ${status} ${body}`);

/** Calls through Fastify's `inject`, in this process. */
export function injectCaller(app: FastifyInstance): Caller {
  return (token) =>
    async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
      if (response.statusCode >= 300) throw failed(method, url, response.statusCode, response.body);
      return response.json<T>();
    };
}

/** Calls over HTTP to `apiUrl` (an API, or a gateway's `/api` passthrough). */
export function fetchCaller(apiUrl: string): Caller {
  return (token) =>
    async <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: payload && JSON.stringify(payload),
      });
      const text = await response.text();
      if (response.status >= 300) throw failed(method, path, response.status, text);
      return JSON.parse(text) as T;
    };
}
