import { MESSAGES, SERVICE_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  CreateServiceDocument,
  GuestServiceDocument,
  GuestServicesDocument,
  HostAssistDocument,
  NewGuestServiceDocument,
  RemoveServiceDocument,
} from '../__generated__/graphql';
import { meMock, SIGNED_IN } from '../test/fixtures';
import { mockOf } from '../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult } from '../test/property-fixtures';
import { renderApp } from '../test/render';
import { SERVICES } from './copy';

const service = (id: string, title: string, price = 2500, extra: Record<string, unknown> = {}) => ({
  __typename: 'Service',
  id,
  title,
  price,
  currency: 'eur',
  currencySymbol: '€',
  description: `About ${title}`,
  imageRef: null,
  image: null,
  terms: null,
  ...extra,
});
const user = (currency: string | null) => ({
  __typename: 'User',
  id: SIGNED_IN.id,
  currency,
  currencySymbol: currency === 'eur' ? '€' : '£',
});

const listMock = (services: ReturnType<typeof service>[], currency: string | null = 'eur') =>
  mockOf(GuestServicesDocument, {}, { me: user(currency), services });

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...mocks] });
}

const titleInput = () => screen.getByRole('textbox', { name: /^Title/ });
const priceInput = () => screen.getByRole('textbox', { name: /^Price/ });

describe('guest services', () => {
  it("lists services with their image and price in the owner's currency", async () => {
    renderAt('/services/guest', [
      listMock([service('1', 'Airport transfer', 4550, { image: { __typename: 'ImageSizes', mediumUrl: '/a.jpg' } })]),
    ]);
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByText('Airport transfer')).toBeTruthy();
    expect(within(list).getByText('€45.50')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Airport transfer' }).getAttribute('href')).toBe('/services/guest/1');
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
  });

  it('shows the empty state of spec §8, and a link to Settings when there is no currency yet', async () => {
    renderAt('/services/guest', [listMock([])]);
    expect(await screen.findByText(SERVICE_MESSAGES.empty)).toBeTruthy();
    renderAt('/services/guest', [listMock([], null)]);
    expect(await screen.findByText(SERVICE_MESSAGES.currencyFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: SERVICES.toSettings }).getAttribute('href')).toBe('/settings#currency');
  });

  it("refuses an empty title and a price under 1.00 with the spec's messages", async () => {
    const { user: u } = renderAt('/services/guest/add', [mockOf(NewGuestServiceDocument, {}, { me: user('eur') })]);
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(titleInput())).toBe(MESSAGES.required));
    expect(errorOf(priceInput())).toBe(MESSAGES.required);
    await u.type(priceInput(), '0.99');
    expect(errorOf(priceInput())).toBe(MESSAGES.priceTooLow);
  });

  it('creates a service in minor units, flashes and shows it in the list without a refetch', async () => {
    const created = service('7', 'Late checkout', 1250, { description: null });
    const { user: u, location } = renderAt('/services/guest', [
      listMock([service('1', 'Airport transfer')]),
      mockOf(NewGuestServiceDocument, {}, { me: user('eur') }),
      mockOf(
        CreateServiceDocument,
        { input: { title: 'Late checkout', price: 1250, description: null, image: null, terms: null } },
        { createService: created },
      ),
    ]);
    await screen.findByText('Airport transfer');
    await u.click(screen.getAllByRole('link', { name: SERVICES.add })[0]!);
    await u.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Late checkout');
    await u.type(priceInput(), '12.50');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await flashed(SERVICES.added)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/services/guest'));
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByText('Late checkout')).toBeTruthy();
    expect(within(list).getByText('€12.50')).toBeTruthy();
  });

  it('puts server violations on the fields', async () => {
    const { user: u } = renderAt('/services/guest/add', [
      mockOf(NewGuestServiceDocument, {}, { me: user('eur') }),
      {
        request: {
          query: CreateServiceDocument,
          variables: { input: { title: 'Spa', price: 100, description: null, image: null, terms: null } },
        },
        result: graphQLErrorResult('createService', 'BAD_USER_INPUT', [
          { propertyPath: 'image', message: 'This image does not exist' },
          { propertyPath: 'currency', message: SERVICE_MESSAGES.currencyFirst },
        ]),
      },
    ]);
    await u.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Spa');
    await u.type(priceInput(), '1');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This image does not exist')).toBeTruthy();
    expect(screen.getByText(SERVICE_MESSAGES.currencyFirst)).toBeTruthy();
  });

  it('edits and deletes a service after confirmation, removing it from the list', async () => {
    const { user: u, location } = renderAt('/services/guest', [
      listMock([service('1', 'Airport transfer'), service('2', 'Breakfast')]),
      mockOf(GuestServiceDocument, { id: '1' }, { me: user('eur'), service: service('1', 'Airport transfer') }),
      mockOf(
        RemoveServiceDocument,
        { id: '1' },
        { removeService: { __typename: 'RemoveServicePayload', removedId: '1' } },
      ),
    ]);
    await u.click(await screen.findByRole('link', { name: 'Airport transfer' }));
    expect(((await screen.findByRole('textbox', { name: /^Price/ })) as HTMLInputElement).value).toBe('25');
    await u.click(screen.getByRole('button', { name: SERVICES.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Delete "Airport transfer"\?/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: SERVICES.delete }));
    expect(await flashed(SERVICES.deleted)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/services/guest'));
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).queryByText('Airport transfer')).toBeNull();
    expect(within(list).getByText('Breakfast')).toBeTruthy();
  });
});

describe('host assist', () => {
  it('offers Host Assist in gbp', async () => {
    renderAt('/services/host-assist', [
      mockOf(HostAssistDocument, {}, { me: user('gbp'), helpContact: { email: 'help@portal.test' } }),
    ]);
    expect(await screen.findByText(SERVICES.hostAssistOffers[0].title)).toBeTruthy();
    expect(screen.getByText(SERVICES.hostAssistContact('help@portal.test'))).toBeTruthy();
  });

  it("says 'not in your area yet' with the help address elsewhere", async () => {
    renderAt('/services/host-assist', [
      mockOf(HostAssistDocument, {}, { me: user('usd'), helpContact: { email: 'help@portal.test' } }),
    ]);
    expect(await screen.findByText(SERVICE_MESSAGES.notInArea('help@portal.test'))).toBeTruthy();
  });
});
