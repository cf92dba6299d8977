import type { SavedSection, SavePushQuery } from '@portal/contract';
import type { CallOptions } from '../rest/client.js';

export type { SavedSection };

/**
 * A save's `?push=<section>` (spec §7 'after saves'), as the options of its REST call: the API records the push that
 * section calls for (listing content, or rates and availability) in the save's own transaction, so a save and its
 * push are one call and happen together or not at all. The caller then forgets what it loaded about the listing
 * (`forgetProperty`).
 */
export function pushing(section: SavedSection, query: Record<string, string> = {}): CallOptions {
  const push: Required<SavePushQuery> = { push: section };
  return { query: { ...query, ...push } };
}
