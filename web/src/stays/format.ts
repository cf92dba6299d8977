/** 'Fri, 4 Dec' for a YYYY-MM-DD day (a calendar day: no time zone shift); the year only when not this year's. */
export function formatStayDay(day: string, today = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.getUTCFullYear() !== today.getUTCFullYear() && { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

export interface AddressParts {
  houseNumber: string | null;
  houseName: string | null;
  street: string | null;
  town: string | null;
  postcode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** '12 Church Street, Whitby, YO22 4AE, United Kingdom' (empty parts left out). */
export function addressLine(address: AddressParts): string {
  const street = [address.houseNumber, address.houseName, address.street].filter(Boolean).join(' ');
  return [street, address.town, address.postcode, address.country].filter(Boolean).join(', ');
}

/** An OpenStreetMap link: the pin when the host placed the listing, else a search for the address; null without either. */
export function mapLink(place: { latitude: number | null; longitude: number | null }, query = ''): string | null {
  if (place.latitude !== null && place.longitude !== null) {
    const { latitude: lat, longitude: lon } = place;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}
