/**
 * Headers a client could send to pass itself off as someone else, or to change how the API sees the request. The
 * gateway drops them on the way to the API and states the client's address itself.
 */
const SPOOFABLE = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * The client's address as the gateway knows it: the socket's peer, or, with TRUST_PROXY, what the configured proxies
 * in front say (Fastify's `request.ip`). Never a header the client alone vouches for.
 */
export const clientAddress = (request: { ip: string }): string => request.ip;

/** The /api proxy's `rewriteRequestHeaders`: the client's own forwarding headers out, its address in. */
export function forwardClientAddress<Headers extends Record<string, unknown>>(
  request: { ip: string },
  headers: Headers,
): Headers {
  const rewritten: Record<string, unknown> = { ...headers };
  for (const name of SPOOFABLE) delete rewritten[name];
  rewritten['x-forwarded-for'] = clientAddress(request);
  return rewritten as Headers;
}
