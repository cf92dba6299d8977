/**
 * API settings of the benches that measure latency under a load they choose: no shedding and no rate limits, which
 * would turn their own requests away (shedding and limits are the overload bench's subject).
 */
export const LATENCY_BENCH_API_ENV = {
  OVERLOAD_PROTECTION: 'off',
  RATE_LIMITS: JSON.stringify({ '*': false }),
} as const;
