import { describe, expect, it } from 'vitest';
import { requiredScope } from './scopes.js';

describe('requiredScope', () => {
  it('asks read: for GET and write: for other methods, by the area of the path', () => {
    expect(requiredScope('GET', '/properties/:id')).toBe('read:listings');
    expect(requiredScope('HEAD', '/calendars')).toBe('read:listings');
    expect(requiredScope('PUT', '/seasonal-rates/:id')).toBe('write:listings');
    expect(requiredScope('POST', '/calendars/:id/sync')).toBe('write:listings');
    expect(requiredScope('GET', '/bookings/analytics')).toBe('read:bookings');
    expect(requiredScope('DELETE', '/bookings/:id')).toBe('write:bookings');
    expect(requiredScope('GET', '/booking-invoice/pdf/:id')).toBe('read:bookings');
    expect(requiredScope('POST', '/messages')).toBe('write:messages');
    expect(requiredScope('GET', '/users/:id/messages-as-host')).toBe('read:messages');
    expect(requiredScope('GET', '/users/:id/conversations')).toBe('read:messages');
  });

  it('lets every token read who its owner is, and nothing else of the account', () => {
    expect(requiredScope('GET', '/me')).toBe('any');
    expect(requiredScope('GET', '/users/:id')).toBe('any');
    for (const [method, url] of [
      ['PUT', '/users/:id'],
      ['PUT', '/users/:id/profile'],
      ['PUT', '/users/:id/company'],
      ['PUT', '/users/:id/avatar'],
      ['DELETE', '/users/:id/avatar'],
      ['GET', '/access-tokens'],
      ['POST', '/access-tokens'],
      ['DELETE', '/access-tokens/:id'],
      ['POST', '/logout'],
      ['GET', '/billing/portal-session'],
      ['POST', '/help-email'],
    ] as const) {
      expect(requiredScope(method, url), `${method} ${url}`).toBe('never');
    }
  });

  it('closes a route nobody listed (a new one) to every token', () => {
    expect(requiredScope('GET', '/something-new')).toBe('never');
    expect(requiredScope('GET', '')).toBe('never');
  });
});
