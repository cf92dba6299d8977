import { Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyComponent } from '../../components/Lazy/lazyComponent';
import type { PlacesMapProps } from './types';

const LeafletMap = lazyComponent(() => import('./LeafletMap'), 'LeafletMap');

/** The map of a listing and its places, fetched (with Leaflet) only by the screens that show it. */
export function PlacesMap(props: PlacesMapProps) {
  return (
    <Suspense fallback={<Skeleton h={{ base: '56', md: '72' }} rounded="l3" aria-label="Loading the map" />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
