import { screen, waitFor, within } from '@testing-library/react';
import { SITE_MESSAGES } from '@portal/schema';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  PublicSiteDocument,
  PublicSiteListingDocument,
  PublicStayQuoteDocument,
  RequestBookingDocument,
} from '../../__generated__/graphql';
import { mockOf } from '../../test/graphql-mocks';
import { graphQLErrorResult } from '../../test/property-fixtures';
import { renderWithProviders, type HarnessOptions } from '../../test/render';
import { SiteListingPage } from './SiteListingPage';
import { SitePage } from './SitePage';

const HOST = { slug: 'mira-santos', name: 'Mira Santos', currency: 'eur' };

function open(route: string, mocks: HarnessOptions['mocks']) {
  return renderWithProviders(
    <Routes>
      <Route path="/sites/:slug" element={<SitePage />} />
      <Route path="/sites/:slug/:listingId" element={<SiteListingPage />} />
    </Routes>,
    { route, mocks },
  );
}

const nights = Array.from({ length: 10 }, (_, index) => ({
  date: `2030-03-${String(index + 1).padStart(2, '0')}`,
  available: index !== 5,
  rate: 10000,
  minNights: 2,
}));

const listingPage = mockOf(
  PublicSiteListingDocument,
  { slug: 'mira-santos', listingId: '7' },
  {
    publicSiteListing: {
      host: HOST,
      listing: {
        id: '7',
        name: 'Harbour Loft',
        town: 'Whitby',
        bedroomCount: 1,
        canSleepMax: 4,
        description: 'Bright loft.',
        photos: [{ url: '/m.jpg', largeUrl: '/l.jpg', caption: 'The harbour' }],
        bedrooms: [{ doubleBeds: 1, singleBeds: 0 }],
        amenities: [{ key: 'wifi', label: 'Wifi' }],
      },
      nights,
    },
  },
);

const stay = { slug: 'mira-santos', listingId: '7', startDate: '2030-03-02', endDate: '2030-03-05' };
const quote = mockOf(
  PublicStayQuoteDocument,
  { ...stay, numberOfGuest: 2 },
  {
    publicStayQuote: {
      available: true,
      quote: { nights: 3, guests: 2, subtotal: 30000, fees: [], total: 30000, discountTotal: 0, feesTotal: 0 },
    },
  },
  { maxUsageCount: 5 },
);
const quoteOneGuest = mockOf(
  PublicStayQuoteDocument,
  { ...stay, numberOfGuest: 1 },
  {
    publicStayQuote: {
      available: true,
      quote: { nights: 3, guests: 1, subtotal: 30000, fees: [], total: 30000, discountTotal: 0, feesTotal: 0 },
    },
  },
);
const input = {
  guestName: 'Grace Hopper',
  email: 'grace@example.com',
  numberOfGuest: 2,
  startDate: '2030-03-02',
  endDate: '2030-03-05',
};

describe('the public booking site', () => {
  it('lists the host’s open listings as cards', async () => {
    open('/sites/mira-santos', [
      mockOf(
        PublicSiteDocument,
        { slug: 'mira-santos' },
        {
          publicSite: {
            host: HOST,
            listings: [{ id: '7', name: 'Harbour Loft', bedroomCount: 2, canSleepMax: 4, baseRate: 12000 }],
          },
        },
      ),
    ]);
    const link = await screen.findByRole('link', { name: 'Harbour Loft' });
    expect(link.getAttribute('href')).toBe('/sites/mira-santos/7');
    expect(screen.getByText('2 bedrooms · sleeps 4')).toBeTruthy();
    expect(screen.getByText('€120')).toBeTruthy();
    expect(document.title).toBe('Mira Santos: book direct');
  });

  it('says when the host has no open listings', async () => {
    open('/sites/mira-santos', [
      mockOf(PublicSiteDocument, { slug: 'mira-santos' }, { publicSite: { host: HOST, listings: [] } }),
    ]);
    expect(await screen.findByText(SITE_MESSAGES.noListings)).toBeTruthy();
  });

  it('says an unknown site does not exist', async () => {
    open('/sites/nobody', [
      {
        request: { query: PublicSiteDocument, variables: { slug: 'nobody' } },
        result: graphQLErrorResult('publicSite', 'NOT_FOUND'),
      },
    ]);
    expect(await screen.findByText(SITE_MESSAGES.siteNotFound)).toBeTruthy();
  });

  it('prices the chosen dates and sends the request; a lost race lands on the form', async () => {
    const { user } = open('/sites/mira-santos/7', [
      listingPage,
      quoteOneGuest,
      quote,
      {
        request: { query: RequestBookingDocument, variables: { slug: 'mira-santos', listingId: '7', input } },
        result: graphQLErrorResult('requestBooking', 'BAD_USER_INPUT', [
          { propertyPath: 'startDate', message: SITE_MESSAGES.noLongerAvailable },
        ]),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Loft' })).toBeTruthy();
    const calendar = screen.getByRole('group', { name: 'Choose your dates' });
    // The 6th is taken: struck through and not pressable.
    expect(
      (within(calendar).getByRole('button', { name: /^Wednesday 6 March, not available/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.click(within(calendar).getByRole('button', { name: /^Saturday 2 March/ }));
    await user.click(within(calendar).getByRole('button', { name: /^Tuesday 5 March/ }));
    const price = await screen.findByRole('region', { name: 'Price' });
    await waitFor(() => expect(within(price).getAllByText('€300').length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText(/Your name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.clear(screen.getByLabelText(/Guests/));
    await user.type(screen.getByLabelText(/Guests/), '2');
    await user.click(screen.getByRole('button', { name: 'Request to book' }));
    expect(await screen.findByText(SITE_MESSAGES.noLongerAvailable)).toBeTruthy();
  });
});
