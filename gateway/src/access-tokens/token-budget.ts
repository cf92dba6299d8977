/** The REST API's answer headers, as undici gives them. */
type Headers = Record<string, string | string[] | undefined>;

const NAMES = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The per-token budget of one GraphQL request: the REST API counts every call made with a personal access token and
 * tells the budget in x-ratelimit-* headers; the lowest `remaining` seen (the last count) is what the GraphQL
 * answer carries, so an integrator reads the same headers on /graphql as on the REST API.
 */
export function createTokenBudget() {
  let seen: Record<(typeof NAMES)[number], string> | null = null;
  return {
    observe(headers: Headers) {
      const [limit, remaining, reset] = NAMES.map((name) => first(headers[name]));
      if (limit === undefined || remaining === undefined || reset === undefined) return;
      if (seen && Number(seen['x-ratelimit-remaining']) <= Number(remaining)) return;
      seen = { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset };
    },
    get headers() {
      return seen;
    },
  };
}

export type TokenBudget = ReturnType<typeof createTokenBudget>;
