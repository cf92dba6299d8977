import * as yup from 'yup';
import { CALENDAR_PROVIDERS, PROPERTY_LIMITS as L, type CalendarProviderSlug } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import { propertyReference } from './fields.js';

/** `brand.<tld>` for each of `tld`, `brand.co.<cc>` for each of `co` and `brand.com.<cc>` for each of `com`. */
const countrySites = (brand: string, sites: { tld: string; co?: string; com?: string }) => [
  ...sites.tld.split(' ').map((tld) => `${brand}.${tld}`),
  ...(sites.co?.split(' ') ?? []).map((country) => `${brand}.co.${country}`),
  ...(sites.com?.split(' ') ?? []).map((country) => `${brand}.com.${country}`),
];

/**
 * The registrable domains each portal serves its iCal exports from (its country sites included). A link's host must
 * be one of them or a subdomain of one (`www.airbnb.co.uk`, `admin.booking.com`): `airbnb.com.evil.io` and
 * look-alikes such as `stayz.xyz` are not. Lists, not patterns, so a new look-alike domain never matches.
 */
const CALENDAR_DOMAINS: Record<CalendarProviderSlug, readonly string[]> = {
  // Airbnb's own country sites (the set password managers treat as one site).
  airbnb: countrySites('airbnb', {
    tld: 'com at be ca ch cl cz de dk es fi fr gr gy hu ie is it jp mx nl no pl pt ru se',
    co: 'cr id in kr nz uk ve',
    com: 'ar au bo br bz co ec gt hk hn mt my ni pa pe py sg sv tr tw',
  }),
  bookingcom: ['booking.com'],
  vrbo: ['vrbo.com'],
  // HomeAway's country sites and the family's other brands (Abritel, FeWo-direkt, Stayz, Bookabach, Homelidays).
  homeaway: [
    ...countrySites('homeaway', { tld: 'com at ca de dk es fi fr it jp nl no pl pt se', co: 'nz uk', com: 'au br mx' }),
    'abritel.fr',
    'fewo-direkt.de',
    'stayz.com.au',
    'bookabach.co.nz',
    'homelidays.com',
  ],
  tripadvisor: countrySites('tripadvisor', {
    tld: 'com at be ca ch cl cn co cz de dk es fr ie in it jp nl pt ru se sk',
    co: 'hu id il kr nz uk za',
    com: 'ar au br eg gr hk mx my pe ph sg tr tw ve vn',
  }),
};

/** `host` is `domain` or one of its subdomains. */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const onDomainOf = (slug: CalendarProviderSlug, host: string) =>
  CALENDAR_DOMAINS[slug].some((domain) => onDomain(host, domain));

/** Each portal's export addresses: its domains and the path (and query) its iCal exports have. */
const CALENDAR_URL_RULES: { slug: CalendarProviderSlug; matches: (url: URL) => boolean }[] = [
  {
    // https://www.airbnb.com/calendar/ical/12345678.ics?s=… (any country site: airbnb.co.uk, airbnb.com.au …)
    slug: 'airbnb',
    matches: (url) => onDomainOf('airbnb', url.hostname) && /^\/calendar\/ical\/\d+\.ics$/.test(url.pathname),
  },
  {
    // https://admin.booking.com/hotel/hoteladmin/ical.html?t=… and https://ical.booking.com/v1/export?t=…
    slug: 'bookingcom',
    matches: (url) =>
      Boolean(url.searchParams.get('t')) &&
      ((url.hostname === 'admin.booking.com' && url.pathname === '/hotel/hoteladmin/ical.html') ||
        (url.hostname === 'ical.booking.com' && /^\/v\d+\/export\/?$/.test(url.pathname))),
  },
  {
    // https://www.vrbo.com/icalendar/<hex>.ics?nonTentative
    slug: 'vrbo',
    matches: (url) => onDomainOf('vrbo', url.hostname) && /\.ics$/i.test(url.pathname),
  },
  {
    // https://www.homeaway.com/icalendar/<hex>.ics and the family's country sites (Abritel, FeWo-direkt, Stayz …)
    slug: 'homeaway',
    matches: (url) => onDomainOf('homeaway', url.hostname) && /\.ics$/i.test(url.pathname),
  },
  {
    // https://rentals.tripadvisor.com/calendar/ical/7084141.ics?s=… and www.tripadvisor.*/…ical…
    slug: 'tripadvisor',
    matches: (url) => onDomainOf('tripadvisor', url.hostname) && /ical/i.test(url.pathname + url.search),
  },
];

/**
 * The portal an iCal link belongs to (spec §5 Calendar URL), or null when it is none of the supported ones: https on
 * the default port, no user name or password, a host on one of the portal's domains and the path of its exports.
 */
export function calendarProviderOf(input: string): { slug: CalendarProviderSlug; name: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return null;
  const rule = CALENDAR_URL_RULES.find((candidate) => candidate.matches(url));
  return rule ? (CALENDAR_PROVIDERS.find((provider) => provider.slug === rule.slug) ?? null) : null;
}

const calendarUrl = () =>
  yup
    .string()
    .trim()
    .max(L.urlMax, MESSAGES.calendarUrl)
    .test(
      'portal',
      MESSAGES.calendarUrl,
      (value) => value == null || value === '' || calendarProviderOf(value) !== null,
    );

/** POST /calendars (spec §5 Calendar URL: required on the import form). */
export const calendarSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  url: calendarUrl().required(MESSAGES.required),
});
export type CalendarValues = yup.InferType<typeof calendarSchema>;
/** PUT /calendars/{id}. */
export const calendarUpdateSchema = yup.object({
  property: propertyReference().optional(),
  url: calendarUrl().optional(),
});
