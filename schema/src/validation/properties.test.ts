import { violations } from '@portal/testkit/violations';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOADING } from '../constants.js';
import { MESSAGES, PROPERTY_MESSAGES } from '../messages.js';
import {
  bookingSettingsSchema,
  calendarProviderOf,
  calendarSchema,
  checkInOutSchema,
  parseImageReference,
  propertyDetailsSchema,
  propertyIdFromIri,
  propertyPricingSchema,
  propertyUpdateSchema,
  seasonalRateSchema,
  youtubeVideoId,
} from './properties.js';
import { validate } from './violations.js';

describe('calendarProviderOf', () => {
  it.each([
    ['https://www.airbnb.com/calendar/ical/40656947.ics?s=32a0a26548f45a0cfd7ceef309386670', 'airbnb'],
    ['https://www.airbnb.co.uk/calendar/ical/1659626910469787873.ics?t=27432fdc07c54e9bb8e3ea8622b9fac0', 'airbnb'],
    ['https://www.airbnb.com.ar/calendar/ical/40213117.ics?s=abc', 'airbnb'],
    ['https://www.airbnb.es/calendar/ical/44397221.ics?s=d674e41bdb25210ae24b17fc2c27fad0', 'airbnb'],
    ['https://admin.booking.com/hotel/hoteladmin/ical.html?t=32f37ade-b2ed-48b9-9e49-573b6dcc4660', 'bookingcom'],
    ['https://ical.booking.com/v1/export?t=be015c14-cbeb-44d5-b285-9a3e8928d745', 'bookingcom'],
    ['https://www.vrbo.com/icalendar/53129a118e954927b0b0db04c07544c5.ics?nonTentative', 'vrbo'],
    ['https://www.airbnb.fr/calendar/ical/40656947.ics?s=abc', 'airbnb'],
    ['https://www.airbnb.com.au:443/calendar/ical/40656947.ics?s=abc', 'airbnb'],
    ['https://airbnb.com/calendar/ical/40656947.ics?s=abc', 'airbnb'],
    ['https://www.fewo-direkt.de/icalendar/e05e2860e5ec4787b14614afc00383b0.ics', 'homeaway'],
    ['https://www.stayz.com.au/icalendar/e05e2860e5ec4787b14614afc00383b0.ics', 'homeaway'],
    ['https://www.homeaway.com/icalendar/e05e2860e5ec4787b14614afc00383b0.ics?nonTentative', 'homeaway'],
    ['https://www.homeaway.co.uk/icalendar/e05e2860e5ec4787b14614afc00383b0.ics', 'homeaway'],
    ['https://www.abritel.fr/icalendar/e05e2860e5ec4787b14614afc00383b0.ics', 'homeaway'],
    ['https://rentals.tripadvisor.com/calendar/ical/7084141.ics?s=v183475ab40db547ecb72ba1c28c24bce8', 'tripadvisor'],
    ['https://www.tripadvisor.co.uk/VacationRentalsIcal?id=123&key=abc', 'tripadvisor'],
    ['https://www.tripadvisor.com.au/VacationRentalsIcal?id=123&key=abc', 'tripadvisor'],
  ])('recognises %s', (url, slug) => {
    expect(calendarProviderOf(url)?.slug).toBe(slug);
  });

  it.each([
    'https://www.airbnb.com/rooms/40656947',
    'https://www.airbnb.com.evil.example/calendar/ical/1.ics',
    // Look-alikes of the portals' domains, and their exports on another scheme or port.
    'https://airbnb.com.evil.io/calendar/ical/1.ics',
    'https://www.airbnb.xyz/calendar/ical/1.ics',
    'https://notairbnb.com/calendar/ical/1.ics',
    'https://stayz.xyz/icalendar/e05e2860e5ec4787b14614afc00383b0.ics',
    'https://www.homeaway.evil.io/icalendar/e05e2860e5ec4787b14614afc00383b0.ics',
    'https://tripadvisor.example/VacationRentalsIcal?id=1',
    'https://ical.booking.com.evil.io/v1/export?t=abc',
    'http://www.airbnb.com/calendar/ical/40656947.ics?s=abc',
    'http://www.vrbo.com/icalendar/53129a118e954927b0b0db04c07544c5.ics',
    'https://www.airbnb.com:8443/calendar/ical/40656947.ics?s=abc',
    'https://ical.booking.com:8443/v1/export?t=abc',
    'https://www.airbnb.com@evil.example/calendar/ical/1.ics',
    'https://admin.booking.com/hotel/hoteladmin/ical.html',
    'https://calendar.google.com/calendar/ical/abc/basic.ics',
    'ftp://www.vrbo.com/icalendar/x.ics',
    'https://www.vrbo.com/1234567',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(calendarProviderOf(url)).toBeNull();
  });
});

describe('calendarSchema', () => {
  it.each(['https://stayz.xyz/icalendar/a.ics', 'https://airbnb.com.evil.io/calendar/ical/1.ics'])(
    "refuses %s with the spec's message, and takes an Airbnb link",
    async (url) => {
      expect(await validate(calendarSchema, { property: '/properties/1', url })).toEqual({
        value: null,
        violations: [{ propertyPath: 'url', message: MESSAGES.calendarUrl }],
      });
      const airbnb = 'https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=abc';
      expect((await validate(calendarSchema, { property: '/properties/1', url: airbnb })).violations).toEqual([]);
    },
  );
});

describe('youtubeVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['hello world', null],
  ])('%s → %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });
});

describe('references', () => {
  it('parses image references and property IRIs', () => {
    expect(parseImageReference('/images/12')).toEqual({ image: 12 });
    expect(parseImageReference('/uploads/files/ab12.png')).toEqual({ upload: 'files/ab12.png' });
    expect(parseImageReference('/uploads/../secrets.json')).toBeNull();
    expect(parseImageReference('https://example.com/a.png')).toBeNull();
    expect(propertyIdFromIri('/properties/7')).toBe(7);
    expect(propertyIdFromIri('7')).toBe(7);
    expect(propertyIdFromIri('/users/7')).toBeNull();
  });

  it('names no record beyond the largest id the databases hold', () => {
    expect(propertyIdFromIri('/properties/2147483647')).toBe(2147483647);
    expect(propertyIdFromIri('/properties/2147483648')).toBeNull();
    expect(propertyIdFromIri('9999999999')).toBeNull();
    expect(parseImageReference('/images/2147483647')).toEqual({ image: 2147483647 });
    expect(parseImageReference('/images/2147483648')).toBeNull();
  });
});

describe('propertyUpdateSchema', () => {
  it('accepts any subset and normalises it', async () => {
    const result = await validate(propertyUpdateSchema, {
      checkInYoutubeId: 'https://youtu.be/dQw4w9WgXcQ',
      arriveAfter: '15:00',
      description: '',
      services: [3, '/services/5', '8'],
    });
    expect(result.violations).toEqual([]);
    expect(result.value).toEqual({
      checkInYoutubeId: 'dQw4w9WgXcQ',
      arriveAfter: '15:00',
      description: null,
      services: [3, 5, 8],
    });
  });

  it('says what is wrong with each field, with the spec messages', async () => {
    const result = await validate(propertyUpdateSchema, {
      name: '  ',
      baseRate: 99,
      cleaningFee: 50,
      weeklyDiscount: 101,
      weekendMarkup: 501,
      arriveAfter: '25:00',
      departBefore: '9am',
      checkOutYoutubeId: 'https://vimeo.com/1',
      wifiName: 'x'.repeat(51),
      checkInStep1Image: IMAGE_UPLOADING,
      standardGuests: 4,
      canSleepMax: 3,
      floor: 1.5,
    });
    expect(result.violations).toEqual(
      violations({
        name: MESSAGES.required,
        floor: PROPERTY_MESSAGES.mustBeWholeNumber,
        baseRate: MESSAGES.priceTooLow,
        weeklyDiscount: 'Must be a whole number between 0 and 100',
        weekendMarkup: 'Must be a whole number between 0 and 500',
        cleaningFee: MESSAGES.priceTooLow,
        canSleepMax: PROPERTY_MESSAGES.canSleepMax,
        arriveAfter: MESSAGES.timeFormat,
        departBefore: MESSAGES.timeFormat,
        checkInStep1Image: MESSAGES.imageUploading,
        checkOutYoutubeId: PROPERTY_MESSAGES.youtube,
        wifiName: PROPERTY_MESSAGES.tooLong,
      }),
    );
  });

  it('keeps the base rate to whole amounts', async () => {
    const result = await validate(propertyUpdateSchema, { baseRate: 12050 });
    expect(result.violations).toEqual([{ propertyPath: 'baseRate', message: PROPERTY_MESSAGES.wholeAmount }]);
  });
});

describe('section schemas (web forms)', () => {
  it('require what spec §5 requires', async () => {
    expect((await validate(propertyDetailsSchema, {})).violations.map((v) => v.propertyPath)).toEqual([
      'name',
      'description',
      'type',
      'floor',
      'space',
      'licenceNumber',
    ]);
    expect(
      (await validate(propertyDetailsSchema, { licenceExempt: true })).violations.map((v) => v.propertyPath),
    ).not.toContain('licenceNumber');
    expect((await validate(bookingSettingsSchema, {})).violations).toHaveLength(5);
    expect((await validate(checkInOutSchema, {})).violations.map((v) => v.propertyPath)).toEqual([
      'arriveAfter',
      'arriveBefore',
      'departBefore',
      'checkInStep1Description',
    ]);
  });

  it('require the values of an enabled pricing block', async () => {
    const result = await validate(propertyPricingSchema, { baseRate: 10000, earlyBirdEnabled: true });
    expect(result.violations).toEqual([
      { propertyPath: 'earlyBirdMinDaysBeforeArrival', message: MESSAGES.required },
      { propertyPath: 'earlyBirdDiscount', message: MESSAGES.required },
    ]);
  });
});

describe('seasonalRateSchema', () => {
  it('accepts a negative change and refuses dates out of order', async () => {
    const base = { property: '/properties/1', fromDate: '2027-06-01', toDate: '2027-08-31', rateChange: -20 };
    expect((await validate(seasonalRateSchema, base)).value).toEqual({ ...base, repeatYearly: false });
    expect((await validate(seasonalRateSchema, { ...base, toDate: '2027-05-01' })).violations).toEqual([
      { propertyPath: 'toDate', message: PROPERTY_MESSAGES.dateOrder },
    ]);
    expect(
      (await validate(seasonalRateSchema, { ...base, rateChange: -100, fromDate: '2027-02-30' })).violations,
    ).toEqual([
      { propertyPath: 'fromDate', message: PROPERTY_MESSAGES.invalidDate },
      { propertyPath: 'rateChange', message: PROPERTY_MESSAGES.rateChange },
    ]);
  });
});
