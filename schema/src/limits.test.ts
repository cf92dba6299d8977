import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERLOAD, overloadSettings, tooManyAttempts, trustProxySetting, waitInWords } from './limits.js';

describe('waitInWords', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [299, '5 minutes'],
    [900, '15 minutes'],
    [90 * 60, '90 minutes'],
    [90 * 60 + 1, '2 hours'],
    [3 * 3600, '3 hours'],
  ])('%s seconds reads "%s" (rounded up, never "0")', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('tooManyAttempts', () => {
  it('says how long to wait', () => {
    expect(tooManyAttempts(300)).toBe('Too many attempts. Try again in 5 minutes.');
  });
});

describe('overloadSettings', () => {
  it('is on with the defaults when nothing is set', () => {
    expect(overloadSettings({})).toEqual({ enabled: true, ...DEFAULT_OVERLOAD });
  });

  it('reads every variable, and OVERLOAD_PROTECTION=off', () => {
    expect(
      overloadSettings({
        OVERLOAD_PROTECTION: 'off',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500',
        OVERLOAD_MAX_HEAP_USED_BYTES: '1000000000',
        OVERLOAD_SAMPLE_INTERVAL_MS: '250',
        OVERLOAD_RETRY_AFTER_SECONDS: '30',
        OVERLOAD_MAX_IN_FLIGHT: '0',
        OVERLOAD_TARGET_LATENCY_MS: '800',
      }),
    ).toEqual({
      enabled: false,
      maxEventLoopDelayMs: 500,
      maxHeapUsedBytes: 1_000_000_000,
      sampleIntervalMs: 250,
      retryAfterSeconds: 30,
      maxInFlight: 0,
      targetLatencyMs: 800,
    });
  });

  it.each([
    [{ OVERLOAD_PROTECTION: 'maybe' }, /OVERLOAD_PROTECTION/],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'fast' }, /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/],
    [{ OVERLOAD_SAMPLE_INTERVAL_MS: '50' }, /at least 100/],
    [{ OVERLOAD_RETRY_AFTER_SECONDS: '0' }, /at least 1/],
  ])('refuses %o', (env, error) => {
    expect(() => overloadSettings(env)).toThrow(error);
  });
});

describe('trustProxySetting', () => {
  it('keeps the default when unset, and reads lists and false', () => {
    expect(trustProxySetting('X', undefined, ['loopback'])).toEqual(['loopback']);
    expect(trustProxySetting('X', ' loopback, 10.0.0.0/8 ', false)).toEqual(['loopback', '10.0.0.0/8']);
    expect(trustProxySetting('X', 'false', ['loopback'])).toBe(false);
  });

  it.each(['true', '2'])('refuses %s: it would let any client pick its address', (raw) => {
    expect(() => trustProxySetting('TRUST_PROXY', raw, false)).toThrow(/TRUST_PROXY must list/);
  });
});
