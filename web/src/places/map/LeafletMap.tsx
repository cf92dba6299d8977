import { Box, HStack, Stack } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { PlacesMapProps } from './types';

/** Where the map opens when there is nothing to show (spec §9): London, zoom 17. */
const DEFAULT_MAP_CENTER = { latitude: 51.5074, longitude: -0.1278, zoom: 17 } as const;

/** Zoom when the map shows one point only, and the most it zooms in to fit several. */
const CLOSE_ZOOM = 16;

/**
 * Leaflet over raster tiles (OpenStreetMap's by default): the listing as a large brand dot, each place as a smaller
 * one named in its tooltip. Its own chunk: only the local guide screens load Leaflet.
 */
export function LeafletMap({ label, listing, places, tiles }: PlacesMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    created.attributionControl.setPrefix(false);
    L.tileLayer(tiles.urlTemplate, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(created);
    map.current = created;
    layer.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tiles.urlTemplate, tiles.attribution]);

  // Callers build their points on each render: the markers (and the view) change only when the points do, so a
  // host who panned the map keeps the view.
  const signature = JSON.stringify({ listing, places });
  const latest = useRef({ listing, places });
  useEffect(() => {
    latest.current = { listing, places };
  });

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    const { listing, places } = latest.current;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const place of places) {
      const at: L.LatLngTuple = [place.latitude, place.longitude];
      points.push(at);
      L.circleMarker(at, { radius: 7, className: 'map-place', weight: 2 })
        .bindTooltip(escapeHtml(place.name))
        .addTo(group);
    }
    if (listing) {
      const at: L.LatLngTuple = [listing.latitude, listing.longitude];
      points.push(at);
      L.circleMarker(at, { radius: 10, className: 'map-listing', weight: 3 })
        .bindTooltip(escapeHtml(listing.name))
        .addTo(group);
    }
    if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: CLOSE_ZOOM });
    else if (points.length === 1) current.setView(points[0]!, CLOSE_ZOOM);
    else current.setView([DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude], DEFAULT_MAP_CENTER.zoom);
  }, [signature, tiles.urlTemplate]);

  return (
    <Stack gap="2">
      <Box
        ref={element}
        role="region"
        aria-label={label}
        h={{ base: '56', md: '72' }}
        w="full"
        rounded="l3"
        borderWidth="thin"
        overflow="hidden"
        zIndex="0"
        css={{
          '& .map-listing': { fill: 'brand.solid', fillOpacity: 1, stroke: 'white' },
          '& .map-place': { fill: 'orange.solid', fillOpacity: 0.95, stroke: 'white' },
          '& .leaflet-control-attribution': { fontSize: '2xs' },
        }}
      />
      <HStack gap="4" fontSize="sm" color="fg.muted" aria-hidden>
        <HStack gap="1.5">
          <Box boxSize="3" rounded="full" bg="brand.solid" />
          The listing
        </HStack>
        <HStack gap="1.5">
          <Box boxSize="2.5" rounded="full" bg="orange.solid" />
          Local guide places
        </HStack>
      </HStack>
    </Stack>
  );
}

/** Leaflet writes tooltips and attributions as HTML: names are the host's text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
