import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PropertyPageDocument,
  SetPropertyArchivedDocument,
  SwitchPropertyActivationDocument,
} from '../../__generated__/graphql';
import { LISTINGS } from '../../properties/listings-copy';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { completenessOf, flashed, graphQLErrorResult, property, propertyPageMock } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';

const open = (route: string, mocks: MockLink.MockedResponse[]) =>
  renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...mocks] });

const section = (name: string) => screen.getByRole('region', { name });

describe('/properties/{id}', { timeout: 20_000 }, () => {
  it('shows the header and every section with its completion mark, in the spec order', async () => {
    const listing = property({
      isActive: true,
      lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      completeness: { ...completenessOf(false), details: true, pricing: true },
    });
    open('/properties/7', [propertyPageMock(listing)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View Cottage' })).toBeTruthy();
    expect(screen.getByText('Last synced 5 minutes ago')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(document.title).toContain('Harbour View Cottage');

    const titles = [
      'Property Details',
      'Property Address',
      'Manage Pricing',
      'Booking Settings',
      'Photos',
      'Add iCal Link',
      'Check-In/Out Guides',
      'Welcome Message',
      'Guest Services',
      'Home Guide',
      'Local Guide',
    ];
    const regions = titles.map((title) => section(title));
    for (let i = 1; i < regions.length; i += 1) {
      expect(regions[i - 1]!.compareDocumentPosition(regions[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    expect(within(section('Property Details')).getAllByRole('img', { name: 'Complete' })).toHaveLength(1);
    expect(within(section('Property Address')).getByRole('img', { name: 'Incomplete' })).toBeTruthy();
    expect(within(section('Manage Pricing')).getByRole('img', { name: 'Complete' })).toBeTruthy();
    expect(section('Manage Pricing').id).toBe('pricing');
    expect(section('Add iCal Link').id).toBe('import');
    expect(within(section('Manage Pricing')).getByRole('button', { name: 'Copy from another listing' })).toBeTruthy();
    expect(within(section('Booking Settings')).getByRole('button', { name: 'Copy from another listing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Guest App' })).toBeTruthy();

    expect(within(section('Guest Services')).getByText("You haven't created any Services yet.")).toBeTruthy();
    expect(within(section('Guest Services')).getByRole('link', { name: 'Add a service' }).getAttribute('href')).toBe(
      '/services/guest/add',
    );
    expect(
      within(section('Home Guide'))
        .getByRole('link', { name: /Home Guide/ })
        .getAttribute('href'),
    ).toBe('/properties/7/home-guide');
  });

  it.each(['pricing', 'import'])('scrolls to the section of #%s on arrival', async (hash) => {
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    open(`/properties/7#${hash}`, [propertyPageMock(property())]);
    await screen.findByRole('region', { name: 'Manage Pricing' });
    await waitFor(() => expect(scrolled).toContain(hash));
    spy.mockRestore();
  });

  it('disables the Local Guide link until the address has a latitude', async () => {
    open('/properties/7', [propertyPageMock(property())]);
    const local = await screen.findByRole('region', { name: 'Local Guide' });
    expect(within(local).getByText(LISTINGS.localGuideNeedsAddress)).toBeTruthy();
    expect(within(local).queryByRole('link')).toBeNull();
    expect((within(local).getByRole('button', { name: /Local Guide/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links the Local Guide once the address has a latitude', async () => {
    open('/properties/7', [propertyPageMock(property({ addressLatitude: 51.36, addressLongitude: 1.02 }))]);
    const local = await screen.findByRole('region', { name: 'Local Guide' });
    expect(within(local).queryByText(LISTINGS.localGuideNeedsAddress)).toBeNull();
    expect(
      within(local)
        .getByRole('link', { name: /Local Guide/ })
        .getAttribute('href'),
    ).toBe('/properties/7/local-guide');
  });

  it("shows 'Listing not found' for another user's or an unknown listing", async () => {
    open('/properties/404', [
      {
        request: { query: PropertyPageDocument, variables: { id: '404' } },
        result: graphQLErrorResult('property', 'NOT_FOUND'),
      },
    ]);
    expect(await screen.findByText(LISTINGS.notFoundTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your listings' }).getAttribute('href')).toBe('/properties');
  });

  it("shows 'Listing not found' when the listing is null", async () => {
    open('/properties/8', [propertyPageMock(null, { id: '8' })]);
    expect(await screen.findByText(LISTINGS.notFoundTitle)).toBeTruthy();
  });

  it('shows the generic error when the page fails to load', async () => {
    open('/properties/7', [
      {
        request: { query: PropertyPageDocument, variables: { id: '7' } },
        result: graphQLErrorResult('property', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
  });
});

describe('the Open/Closed switch', { timeout: 20_000 }, () => {
  it('opens a listing', async () => {
    const { user } = open('/properties/7', [
      propertyPageMock(property()),
      mockOf(SwitchPropertyActivationDocument, { id: '7' }, { switchPropertyActivation: property({ isActive: true }) }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'Closed' });
    await user.click(toggle);
    expect(await screen.findByRole('checkbox', { name: 'Open' })).toBeTruthy();
  });

  it("lists the violations in the 'Could not Open property' dialog and stays closed", async () => {
    const { user } = open('/properties/7', [
      propertyPageMock(property()),
      {
        request: { query: SwitchPropertyActivationDocument, variables: { id: '7' } },
        result: graphQLErrorResult('switchPropertyActivation', 'BAD_USER_INPUT', [
          { propertyPath: 'description', message: 'Add a description of the property' },
          { propertyPath: 'baseRate', message: 'Set the base rate' },
          { propertyPath: 'images', message: 'Add at least 10 photos (there are 3 so far)' },
        ]),
      },
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Closed' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Could not Open property')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The property "Harbour View Cottage" cannot be activated for syncing until the following issues are corrected:',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Description: Add a description of the property',
      'Base rate: Set the base rate',
      'Photos: Add at least 10 photos (there are 3 so far)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Closed' })).toBeTruthy();
  });

  it('shows the generic error for any other failure', async () => {
    const { user } = open('/properties/7', [
      propertyPageMock(property()),
      {
        request: { query: SwitchPropertyActivationDocument, variables: { id: '7' } },
        result: graphQLErrorResult('switchPropertyActivation', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Closed' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is unavailable while the listing is archived', async () => {
    open('/properties/7', [propertyPageMock(property({ isArchived: true }))]);
    const toggle = await screen.findByRole('checkbox', { name: 'Closed' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(LISTINGS.archivedSwitchHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeTruthy();
  });
});

describe('Archive / Unarchive', { timeout: 20_000 }, () => {
  it("archives after confirmation: 'Property archived'", async () => {
    const { user } = open('/properties/7', [
      propertyPageMock(property({ isActive: true })),
      mockOf(
        SetPropertyArchivedDocument,
        { id: '7', archived: true },
        { setPropertyArchived: property({ isArchived: true, isActive: false }) },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(LISTINGS.archiveTitle)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive listing' }));
    expect(await flashed(LISTINGS.archived)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Closed' }) as HTMLInputElement).disabled).toBe(true);
  });

  it("unarchives after confirmation: 'Property unarchived'", async () => {
    const { user } = open('/properties/7', [
      propertyPageMock(property({ isArchived: true })),
      mockOf(SetPropertyArchivedDocument, { id: '7', archived: false }, { setPropertyArchived: property() }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unarchive listing' }));
    expect(await flashed(LISTINGS.unarchived)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
  });

  it('changes nothing when cancelled', async () => {
    const { user } = open('/properties/7', [propertyPageMock(property())]);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
  });
});
