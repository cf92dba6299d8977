import { describe, expect, it } from 'vitest';
import { collection, iri, item } from './json-ld.js';

describe('json-ld', () => {
  it('builds IRIs, items and collections', () => {
    expect(iri('plan-subscriptions', 3)).toBe('/plan-subscriptions/3');
    expect(item('User', '/users/12', { id: 12 })).toEqual({ '@id': '/users/12', '@type': 'User', id: 12 });
    expect(collection([{ id: 1 }, { id: 2 }])).toEqual({
      'hydra:member': [{ id: 1 }, { id: 2 }],
      'hydra:totalItems': 2,
    });
    expect(collection([])).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });
});
