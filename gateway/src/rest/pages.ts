import { PAGE_SIZE, type HydraCollection } from '@portal/contract';
import { badUserInput } from '../errors.js';

/** The arguments of a connection field: `first` (1 to PAGE_SIZE.max, 20 by default) after the cursor `after`. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** A Relay connection of `T` as the resolvers answer it (the SDL's XConnection and XEdge). */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** A REST read of one page (`?page=&itemsPerPage=`) of the list a connection pages through. */
export type PageRead<T> = (page: { page: number; itemsPerPage: number }) => Promise<HydraCollection<T>>;

/** The default `first` of the SDL's connection fields. */
export const CONNECTION_FIRST_DEFAULT = 20;

/** A cursor: the base64 of the item's 0-based position in the list (documented as opaque). */
export const cursorOf = (position: number) => Buffer.from(String(position)).toString('base64');

function positionOf(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString();
  if (!/^\d{1,9}$/.test(text) || cursorOf(Number(text)) !== cursor)
    throw badUserInput('`after` is not a cursor of this list.');
  return Number(text);
}

/**
 * The page of a connection read from the REST API's pages: the items from the one after `after`, `first` of them.
 * When that start is not at a REST page boundary of size `first`, the two REST pages holding it are read and sliced,
 * so every item comes exactly once while walking `endCursor` after `endCursor`.
 */
export async function connectionOf<T>(args: ConnectionArgs, read: PageRead<T>): Promise<Connection<T>> {
  const first = args.first ?? CONNECTION_FIRST_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE.max) {
    throw badUserInput(`\`first\` must be from 1 to ${PAGE_SIZE.max}.`);
  }
  const start = args.after == null ? 0 : positionOf(args.after) + 1;
  const page = Math.floor(start / first) + 1;
  const skip = start % first;
  const head = await read({ page, itemsPerPage: first });
  let members = head['hydra:member'];
  if (skip > 0 && page * first < head['hydra:totalItems']) {
    members = [...members, ...(await read({ page: page + 1, itemsPerPage: first }))['hydra:member']];
  }
  const nodes = members.slice(skip, skip + first);
  const totalCount = head['hydra:totalItems'];
  const edges = nodes.map((node, index) => ({ cursor: cursorOf(start + index), node }));
  return {
    edges,
    nodes,
    totalCount,
    pageInfo: {
      hasNextPage: start + nodes.length < totalCount,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
