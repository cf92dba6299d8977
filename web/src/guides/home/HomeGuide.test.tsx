import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateHomeGuideDocument,
  DeleteHomeGuideDocument,
  HomeGuidePageDocument,
  UpdateWifiDocument,
  WifiPageDocument,
} from '../../__generated__/graphql';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';
import { HOME_GUIDE } from './copy';

const guide = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'HomeGuide' as const,
  id,
  title,
  description: null,
  image: null,
  imageUrl: null,
  youtubeId: null,
  type: 'heating',
  ...overrides,
});

const listing = (homeGuides: ReturnType<typeof guide>[]) => ({
  __typename: 'Property' as const,
  id: '7',
  name: 'Harbour View Cottage',
  homeGuides,
});

const pageMock = (homeGuides: ReturnType<typeof guide>[]) =>
  mockOf(HomeGuidePageDocument, { propertyId: '7' }, { property: listing(homeGuides) });

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...mocks] });
}

describe('home guide', () => {
  it('shows a section per type with its entries and an Add New tile; an empty guide says so', async () => {
    renderAt('/properties/7/home-guide', [pageMock([guide('1', 'Boiler', { youtubeId: 'dQw4w9WgXcQ' })])]);
    const heating = await screen.findByRole('region', { name: /Heating/ });
    expect(within(heating).getByRole('link', { name: 'Edit Boiler' }).getAttribute('href')).toBe(
      '/properties/7/home-guide/1',
    );
    expect(within(heating).getByText(HOME_GUIDE.video)).toBeTruthy();
    const bins = screen.getByRole('region', { name: /Bins/ });
    expect(
      within(bins)
        .getByRole('link', { name: /Add New/ })
        .getAttribute('href'),
    ).toBe('/properties/7/home-guide/add/bins');
    expect(screen.getAllByRole('region')).toHaveLength(6);
  });

  it('says the guide is empty when it has no entries', async () => {
    renderAt('/properties/7/home-guide', [pageMock([])]);
    expect(await screen.findByText(HOME_GUIDE.emptyTitle)).toBeTruthy();
  });

  it('adds an entry from a YouTube link: the video plays inline, the list shows the entry', async () => {
    const created = guide('2', 'Alarm', { type: 'security', youtubeId: 'dQw4w9WgXcQ' });
    const { user, location } = renderAt('/properties/7/home-guide/add/security', [
      pageMock([]),
      mockOf(
        CreateHomeGuideDocument,
        {
          propertyId: '7',
          input: { title: 'Alarm', description: null, image: null, youtubeId: 'dQw4w9WgXcQ', type: 'security' },
        },
        { createHomeGuide: { ...created, property: listing([created]) } },
      ),
    ]);
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(title)).toBe(MESSAGES.required));
    await user.type(title, 'Alarm');
    const video = screen.getByRole('textbox', { name: /^Video/ });
    await user.type(video, 'https://vimeo.com/1');
    await user.tab();
    expect(errorOf(video)).toBe(PROPERTY_MESSAGES.youtube);
    await user.clear(video);
    await user.type(video, 'https://youtu.be/dQw4w9WgXcQ');
    const frame = await screen.findByTitle('Alarm');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/properties/7/home-guide'));
    const security = await screen.findByRole('region', { name: /Security/ });
    expect(within(security).getByRole('link', { name: 'Edit Alarm' })).toBeTruthy();
  });

  it('deletes an entry after confirmation', async () => {
    const { user, location } = renderAt('/properties/7/home-guide/1', [
      pageMock([guide('1', 'Boiler')]),
      mockOf(DeleteHomeGuideDocument, { id: '1' }, { deleteHomeGuide: { removedId: '1', property: listing([]) } }),
    ]);
    expect(await screen.findByDisplayValue('Boiler')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: HOME_GUIDE.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(HOME_GUIDE.deleteBody('Boiler'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: HOME_GUIDE.delete }));
    await waitFor(() => expect(location()).toBe('/properties/7/home-guide'));
    expect(await screen.findByText(HOME_GUIDE.emptyTitle)).toBeTruthy();
  });

  it('an unknown entry is not found', async () => {
    renderAt('/properties/7/home-guide/99', [pageMock([guide('1', 'Boiler')])]);
    expect(await screen.findByText(HOME_GUIDE.notFoundTitle)).toBeTruthy();
  });
});

describe('wifi', () => {
  const wifi = {
    __typename: 'Property' as const,
    id: '7',
    wifiName: 'Cottage',
    wifiCode: 'kippers',
    wifiDetails: null,
  };
  it('saves the wifi details, refusing what is too long', async () => {
    const { user } = renderAt('/properties/7/wifi', [
      mockOf(WifiPageDocument, { id: '7' }, { property: { ...wifi, name: 'Harbour View Cottage' } }),
      mockOf(
        UpdateWifiDocument,
        { id: '7', input: { wifiName: 'Cottage', wifiCode: 'sea-breeze', wifiDetails: null } },
        { updateGuestApp: { ...wifi, wifiCode: 'sea-breeze' } },
      ),
    ]);
    const code = await screen.findByDisplayValue('kippers');
    await user.clear(code);
    await user.type(code, 'x'.repeat(51));
    await user.tab();
    expect(errorOf(code)).toBe(PROPERTY_MESSAGES.tooLong);
    await user.clear(code);
    await user.type(code, 'sea-breeze');
    await user.click(screen.getByRole('button', { name: 'Save wifi details' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });
});
