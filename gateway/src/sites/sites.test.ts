import { SITE_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { withTestStack, type Answer, graphql, graphqlOk, registerUser } from '../test/harness.js';
import { addCompleteListing, addListing } from '../test/listings.js';

const stack = withTestStack();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SITE = `query($slug: String!) {
  publicSite(slug: $slug) { host { slug name currency } listings { id name town bedroomCount cover { url } } }
}`;
const LISTING = `query($slug: String!, $id: ID!, $from: Date, $to: Date) {
  publicSiteListing(slug: $slug, listingId: $id, from: $from, to: $to) {
    listing { id name description photos { url } amenities { key label } bedrooms { doubleBeds } }
    nights { date available rate }
  }
}`;
const QUOTE = `query($slug: String!, $id: ID!, $startDate: Date!, $endDate: Date!) {
  publicStayQuote(slug: $slug, listingId: $id, startDate: $startDate, endDate: $endDate) {
    available quote { nights total }
  }
}`;
const REQUEST = `mutation($slug: String!, $id: ID!, $input: BookingRequestInput!) {
  requestBooking(slug: $slug, listingId: $id, input: $input) { message startDate endDate }
}`;

describe('booking sites through the gateway', () => {
  it('serves a host’s site to an anonymous guest, down to a request to book', async () => {
    const host = await registerUser(stack.gateway.url, 'Mira');
    const rest = stack.gateway.rest.forToken(host.token);
    const listing = await addCompleteListing(stack.gateway, host, 'Sea Cottage');
    await rest.post(`/properties/${listing.id}/activation/switch`, {});
    await addListing(rest, 'Still Closed');

    const { myBookingSite } = await graphqlOk(stack.gateway.url, host, '{ myBookingSite { slug path } }');
    expect(myBookingSite).toEqual({ slug: 'mira-host', path: '/sites/mira-host' });
    const anonymous = (query: string, variables: Record<string, unknown>) =>
      graphql<Answer>(stack.gateway.url, query, { variables });

    const site = await anonymous(SITE, { slug: 'mira-host' });
    expect(site.errors).toBeUndefined();
    expect(site.data!.publicSite.host).toEqual({ slug: 'mira-host', name: 'Mira Host', currency: 'gbp' });
    expect(site.data!.publicSite.listings).toEqual([
      {
        id: String(listing.id),
        name: 'Sea Cottage',
        town: 'Whitby',
        bedroomCount: 0,
        cover: { url: expect.any(String) },
      },
    ]);

    const page = await anonymous(LISTING, { slug: 'mira-host', id: listing.id, from: inDays(5), to: inDays(11) });
    expect(page.errors).toBeUndefined();
    expect(page.data!.publicSiteListing.listing.photos).toHaveLength(10);
    expect(page.data!.publicSiteListing.nights).toHaveLength(7);

    const dates = { startDate: inDays(20), endDate: inDays(23) };
    const quote = await anonymous(QUOTE, { slug: 'mira-host', id: listing.id, ...dates });
    expect(quote.data!.publicStayQuote).toEqual({ available: true, quote: { nights: 3, total: 36000 } });

    const input = { guestName: 'Lin Guest', email: 'lin@example.com', numberOfGuest: 2, ...dates };
    const requested = await anonymous(REQUEST, { slug: 'mira-host', id: listing.id, input });
    expect(requested.data!.requestBooking).toEqual({ message: SITE_MESSAGES.requestSent, ...dates });
    const again = await anonymous(REQUEST, { slug: 'mira-host', id: listing.id, input });
    expect(again.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'startDate', message: SITE_MESSAGES.noLongerAvailable }],
    });
  });

  it('answers NOT_FOUND for unknown sites and bad addresses, and asks a token for the host’s own', async () => {
    for (const slug of ['nobody', '../me', 'UPPER']) {
      const response = await graphql<Answer>(stack.gateway.url, SITE, { variables: { slug } });
      expect(response.errors![0]!.extensions.code).toBe('NOT_FOUND');
    }
    const mine = await graphql<Answer>(stack.gateway.url, '{ myBookingSite { slug } }');
    expect(mine.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});
