import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AddIcalLinkDocument,
  IcalSection_PropertyFragmentDoc,
  RemoveIcalLinkDocument,
  RotateIcalExportUrlDocument,
  SyncIcalLinkDocument,
  type IcalLinkRow_LinkFragment,
  type IcalSection_PropertyFragment,
} from '../../__generated__/graphql';
import { mockOf } from '../../test/graphql-mocks';
import { renderWithProviders } from '../../test/render';
import { COMPLETENESS, errorOf, FromCache, removalResult } from '../pricing/sectionHarness';
import { IcalSection } from './IcalSection';

const AIRBNB_URL = 'https://www.airbnb.co.uk/calendar/ical/41234567.ics?s=4f9c2b7e1a';
const EXPORT_URL = 'https://portal.example.com/ical/7-5b1f0c.ics';
const BOOKING_URL = 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=8d1e3a90-7c55-4a4e-9f0e-2b6c1d7e5f31';

function link(overrides: Partial<IcalLinkRow_LinkFragment> = {}): IcalLinkRow_LinkFragment {
  return {
    __typename: 'IcalLink',
    id: '12',
    url: BOOKING_URL,
    provider: { __typename: 'Provider', slug: 'bookingcom', name: 'Booking.com' },
    lastSyncedAt: '2026-11-20T09:30:00.000Z',
    lastSyncError: null,
    lastSyncAttemptAt: '2026-11-20T09:30:00.000Z',
    lastSyncWarning: null,
    bookingsCount: 3,
    conflicts: [],
    ...overrides,
  };
}

function renderIcal(
  icalLinks: IcalLinkRow_LinkFragment[],
  mocks: MockLink.MockedResponse[] = [],
  icalExportUrl: string | null = EXPORT_URL,
) {
  const data: IcalSection_PropertyFragment = { __typename: 'Property', id: '7', icalExportUrl, icalLinks };
  return renderWithProviders(
    <FromCache fragment={IcalSection_PropertyFragmentDoc} fragmentName="IcalSection_property" data={data}>
      {(value) => <IcalSection property={value} />}
    </FromCache>,
    { mocks },
  );
}

const badInput = (propertyPath: string, message: string, path: string) => ({
  data: null,
  errors: [
    new GraphQLError('Invalid input', {
      path: [path],
      extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath, message }] },
    }),
  ],
});

describe('IcalSection', () => {
  it('requires a URL and refuses one from another site with the spec message, verbatim', async () => {
    const { user } = renderIcal([]);
    const url = screen.getByLabelText(/Calendar URL/);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(errorOf(url)).toBe(MESSAGES.required));
    await user.type(url, 'https://calendar.google.com/calendar/ical/basic.ics');
    await waitFor(() =>
      expect(errorOf(url)).toBe(
        'Calendar URL not recognised. Must be from one of our currently supported portals: Airbnb, Booking.com, HomeAway, TripAdvisor',
      ),
    );
    expect(MESSAGES.calendarUrl).toBe(errorOf(url));
  });

  it('adds a link: the list shows its provider and Never synced, and the form empties', async () => {
    const added = link({
      id: '13',
      url: AIRBNB_URL,
      lastSyncedAt: null,
      provider: { __typename: 'Provider', slug: 'airbnb', name: 'Airbnb' },
    });
    const { user } = renderIcal(
      [],
      [
        {
          request: { query: AddIcalLinkDocument, variables: { propertyId: '7', url: AIRBNB_URL } },
          result: {
            data: {
              __typename: 'Mutation',
              addIcalLink: {
                ...added,
                property: { __typename: 'Property', id: '7', icalLinks: [added], completeness: COMPLETENESS },
              },
            },
          },
        },
      ],
    );
    expect(screen.getByText(/No calendar links yet/)).toBeTruthy();
    const url = screen.getByLabelText(/Calendar URL/) as HTMLInputElement;
    await user.type(url, `  ${AIRBNB_URL}`);
    expect(screen.getByText('Airbnb calendar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const list = await screen.findByRole('list', { name: 'Calendar links' });
    expect(within(list).getByText('Airbnb')).toBeTruthy();
    expect(within(list).getByText(AIRBNB_URL)).toBeTruthy();
    expect(within(list).getByText('Never synced')).toBeTruthy();
    await waitFor(() => expect(url.value).toBe(''));
    expect(await screen.findByText(MESSAGES.changesSaved)).toBeTruthy();
  });

  it("puts the server's violation on the URL field", async () => {
    const { user } = renderIcal(
      [link()],
      [
        {
          request: { query: AddIcalLinkDocument, variables: { propertyId: '7', url: BOOKING_URL } },
          result: badInput('url', PROPERTY_MESSAGES.calendarDuplicate, 'addIcalLink'),
        },
      ],
    );
    const url = screen.getByLabelText(/Calendar URL/);
    await user.type(url, BOOKING_URL);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(errorOf(url)).toBe(PROPERTY_MESSAGES.calendarDuplicate));
  });

  it('shows when each link last synced and its last error', () => {
    renderIcal([
      link(),
      link({
        id: '14',
        url: AIRBNB_URL,
        provider: { __typename: 'Provider', slug: 'airbnb', name: 'Airbnb' },
        lastSyncedAt: null,
        lastSyncError: 'The calendar answered 404',
        lastSyncAttemptAt: '2026-11-21T09:40:00.000Z',
      }),
    ]);
    expect(screen.getByText(/^Last synced 20 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('Never synced')).toBeTruthy();
    expect(screen.getByText(/^Last sync failed \(21 Nov 2026, \d\d:40\): The calendar answered 404$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the Booking.com link' })).toBeTruthy();
  });

  it('shows what the last sync left out of the feed next to when it synced', () => {
    renderIcal([link({ lastSyncWarning: '1 event skipped: impossible date 20271345' })]);
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('1 event skipped: impossible date 20271345')).toBeTruthy();
    expect(within(row).getByText(/^Last synced 20 Nov 2026/)).toBeTruthy();
  });

  it("shows the server's refusal to delete a link that has confirmed bookings", async () => {
    const { user } = renderIcal(
      [link()],
      [
        {
          request: { query: RemoveIcalLinkDocument, variables: { id: '12' } },
          result: badInput('calendar', PROPERTY_MESSAGES.calendarHasBookings, 'removeIcalLink'),
        },
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Delete the Booking.com link' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(PROPERTY_MESSAGES.calendarHasBookings)).toBeTruthy();
    expect(screen.getByText(BOOKING_URL)).toBeTruthy();
  });

  it('deletes a link after confirmation', async () => {
    const { user } = renderIcal(
      [link()],
      [
        {
          request: { query: RemoveIcalLinkDocument, variables: { id: '12' } },
          result: removalResult('removeIcalLink', '12'),
        },
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Delete the Booking.com link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No calendar links yet/)).toBeTruthy();
  });

  it('copies the export link and says so', async () => {
    const { user } = renderIcal([]);
    expect((screen.getByLabelText('Calendar export link') as HTMLInputElement).value).toBe(EXPORT_URL);
    expect(
      screen.getByText(/import this link to receive the direct bookings and blocked dates made here/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(EXPORT_URL);
  });

  it('resets the export link only after confirmation', async () => {
    const NEW_URL = 'https://portal.example.com/ical/7-9e2d44.ics';
    const { user } = renderIcal(
      [],
      [
        mockOf(
          RotateIcalExportUrlDocument,
          { propertyId: '7' },
          { rotateIcalExportUrl: { id: '7', icalExportUrl: NEW_URL } },
        ),
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('The old link stops working; update it on every channel.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Calendar export link') as HTMLInputElement).value).toBe(EXPORT_URL);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Calendar export link') as HTMLInputElement).value).toBe(NEW_URL),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the bookings count and warns of stays that overlap another channel', () => {
    renderIcal([
      link({
        bookingsCount: 5,
        conflicts: [
          { __typename: 'IcalLinkConflict', startDate: '2026-12-01', endDate: '2026-12-04' },
          { __typename: 'IcalLinkConflict', startDate: '2026-12-20', endDate: '2026-12-27' },
        ],
      }),
    ]);
    expect(screen.getByText('5 bookings')).toBeTruthy();
    expect(screen.getByText('2 stays overlap bookings from another channel')).toBeTruthy();
  });

  it('Sync now updates the row from the answer', async () => {
    const { user } = renderIcal(
      [link({ lastSyncedAt: null, bookingsCount: 0 })],
      [
        mockOf(
          SyncIcalLinkDocument,
          { id: '12' },
          {
            syncIcalLink: {
              ...link({ lastSyncedAt: '2026-11-21T10:15:00.000Z', bookingsCount: 4 }),
              conflicts: [{ startDate: '2026-12-01', endDate: '2026-12-04' }],
            },
          },
          // Long enough to see the button busy: the row re-renders alone now, so the answer lands within the click.
          { delay: 300 },
        ),
      ],
    );
    expect(screen.getByText('Never synced')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sync the Booking.com link now' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).not.toBeNull());
    expect(await screen.findByText(/^Last synced 21 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('4 bookings')).toBeTruthy();
    expect(screen.getByText('1 stay overlaps bookings from another channel')).toBeTruthy();
    expect(button.getAttribute('data-loading')).toBeNull();
  });

  it("Sync now shows the feed's error in the row", async () => {
    const { user } = renderIcal(
      [link()],
      [
        mockOf(
          SyncIcalLinkDocument,
          { id: '12' },
          { syncIcalLink: link({ lastSyncError: 'The calendar answered 503', lastSyncAttemptAt: null }) },
        ),
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Sync the Booking.com link now' }));
    expect(await screen.findByText('Last sync failed: The calendar answered 503')).toBeTruthy();
    expect(screen.getByText(/^Last synced 20 Nov 2026/)).toBeTruthy();
  });
});
