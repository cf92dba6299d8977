import { propertyListItemSchema } from '@portal/contract';
import type { Storage } from '../integrations/storage/storage.js';
import { digest } from '../plugins/etags.js';
import type { User } from '../users/repository.js';

/**
 * Raise when the list view's answer changes for the same data without its schema changing: every client's kept
 * answer is then fetched again once.
 */
const ANSWER_FORMAT = 1;
const FORMAT = `${ANSWER_FORMAT}:${digest(JSON.stringify(propertyListItemSchema))}`;

/**
 * What of the list view's ETag is not its listings (their versions: migration 2026_12_13_0100_add_list_versions):
 * the answer's format, where photos are served from (their URLs), the caller (each member's owner: id and currency)
 * and the URL asked (the filter and the page, which the answer's links repeat).
 */
export const listAskedKey = (url: string, caller: Pick<User, 'id' | 'currency'>, storage: Storage): string =>
  [FORMAT, storage.url(''), caller.id, caller.currency, url].join('|');
