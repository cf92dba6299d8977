import type { LocalGuidePageQuery } from '../../__generated__/graphql';

type Property = NonNullable<LocalGuidePageQuery['property']>;

/** The listing on the map, when its address has coordinates. */
export const listingPoint = (property: Pick<Property, 'name' | 'addressLatitude' | 'addressLongitude'>) =>
  property.addressLatitude != null && property.addressLongitude != null
    ? { name: property.name, latitude: property.addressLatitude, longitude: property.addressLongitude }
    : null;
