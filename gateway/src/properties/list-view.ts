import type { PropertyDto, PropertyListItemDto, UserDto } from '@portal/contract';
import type { GraphQLResolveInfo } from 'graphql';
import type { Connection } from '../rest/pages.js';
import { selectsWithin, type Shape } from '../rest/selection.js';

type Info = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/** The owner's fields a property item carries itself (the owner is the caller): no `/users` read for them. */
const OWNER_SHAPE = { id: true, currency: true, currencySymbol: true } satisfies Shape;

/**
 * The Property fields that resolve from a member of `GET /properties?view=list` alone (the listings page's table
 * and tiles, the dashboard's list): one per field of the list view, no more (the type checks both ways).
 */
const LIST_SHAPE = {
  id: true,
  iri: true,
  name: true,
  addressTown: true,
  airbnbUrl: true,
  baseRate: true,
  minNights: true,
  isActive: true,
  isArchived: true,
  image: true,
  channels: true,
  owner: OWNER_SHAPE,
} satisfies Record<Exclude<keyof PropertyListItemDto, '@id' | '@type'> | 'iri', true | Shape>;

const LIST_CONNECTION_SHAPE = {
  nodes: LIST_SHAPE,
  edges: { cursor: true, node: LIST_SHAPE },
  pageInfo: true,
  totalCount: true,
} satisfies Shape;

/** The query asks `properties` for list fields only. */
export const wantsListView = (info: Info) => selectsWithin(info, LIST_SHAPE);
/** The query asks `propertiesPage` for list fields only. */
export const wantsListViewPage = (info: Info) => selectsWithin(info, LIST_CONNECTION_SHAPE);

/**
 * List members as Property parents. Sound only after wantsListView(Page): every field the query then selects
 * resolves from the member's own values (LIST_SHAPE), never from the full item's other properties.
 */
export const listedAsProperties = (members: PropertyListItemDto[]) => members as unknown as PropertyDto[];
export const listedPageAsProperties = (page: Connection<PropertyListItemDto>) =>
  page as unknown as Connection<PropertyDto>;

/**
 * `Property.owner` from the item itself when the query asks only for what it carries (id, currency), else null
 * (the full user is read). Sound for the same reason: User's id, currency and currencySymbol read nothing else.
 */
export function ownerOfItem(property: PropertyDto, info: Info): UserDto | null {
  return selectsWithin(info, OWNER_SHAPE) ? (property.owner as unknown as UserDto) : null;
}
