export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapMarker extends MapPoint {
  id: string;
  name: string;
}

export interface MapTiles {
  urlTemplate: string;
  attribution: string;
}

export interface PlacesMapProps {
  /** The accessible name of the map (the list beside it stays the primary view). */
  label: string;
  /** The listing; the map opens on London (spec §9) when it has no coordinates and there are no places. */
  listing: (MapPoint & { name: string }) | null;
  places: MapMarker[];
  tiles: MapTiles;
}
