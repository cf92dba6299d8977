import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  JoinStayDocument,
  PurchaseServicesDocument,
  RateStayDocument,
  StayDocument,
  StaySendMessageDocument,
} from '../__generated__/graphql';
import { MESSAGING_MESSAGES, ratingOpensOn } from '@portal/schema';
import { SIGNED_IN } from '../test/fixtures';
import { mockOf } from '../test/graphql-mocks';
import { graphQLErrorResult } from '../test/property-fixtures';
import { renderApp } from '../test/render';
import { STAY } from './copy';
import { formatStayDay } from './format';

const lateCheckout = {
  id: '5',
  title: 'Late check-out',
  price: 2500,
  currency: 'gbp',
  currencySymbol: '£',
  description: 'Until 1 pm',
  terms: 'Ask a day ahead',
  image: null,
};

function stay(overrides: Record<string, unknown> = {}) {
  return {
    id: '7',
    startDate: '2026-12-04',
    endDate: '2026-12-07',
    numberOfGuest: 2,
    cancelled: false,
    listing: {
      id: '3',
      name: 'Harbour View Cottage',
      mainImage: null,
      address: {
        houseNumber: '12',
        houseName: null,
        street: 'Church Street',
        town: 'Whitby',
        postcode: null,
        country: null,
        latitude: 54.4866,
        longitude: -0.6114,
      },
      arriveAfter: '15:00',
      arriveBefore: null,
      departBefore: '10:00',
      welcomeMessage: 'Welcome!',
      welcomeMessageYoutubeId: null,
      checkInYoutubeId: null,
      checkOutYoutubeId: null,
    },
    checkInSteps: [{ description: 'The key safe is left of the door.', imageUrl: null }],
    checkOutSteps: [],
    wifi: null,
    homeGuides: [],
    localGuides: [
      {
        id: '9',
        type: 'hotspot',
        name: 'Magpie Café',
        description: null,
        websiteUrl: 'https://magpiecafe.co.uk',
        latitude: null,
        longitude: null,
        imageUrl: null,
      },
    ],
    services: [lateCheckout],
    purchases: [],
    rating: null,
    ratingOpen: false,
    paysOnline: false,
    ...overrides,
  };
}

const hostMessage = {
  id: 'm1',
  content: 'Welcome! Ask me anything.',
  createdAt: '2026-11-26T08:00:00.000Z',
  sender: { id: 'host-1', fullName: 'Hannah Moss' },
  booking: { id: '7' },
};

const stayMock = (value: ReturnType<typeof stay>, messages: unknown[] = []) =>
  mockOf(StayDocument, { bookingId: '7' }, { stay: value, messages });

describe('the guest app', () => {
  it('takes the invite link to /stay and asks a signed-out guest to sign up', async () => {
    const { location } = renderApp({ route: '/invite/7/grace-hopper?code=K7Q2' });
    expect(await screen.findByRole('heading', { name: STAY.signUpTitle })).toBeTruthy();
    expect(location()).toBe('/stay/7?code=K7Q2');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
  });

  it('joins with the code, then shows the stay at its clean address', async () => {
    const { location } = renderApp({
      route: '/stay/7?code=K7Q2',
      user: SIGNED_IN,
      mocks: [
        mockOf(JoinStayDocument, { bookingId: '7', inviteCode: 'K7Q2' }, { joinBooking: { id: '7' } }),
        stayMock(stay()),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Harbour View Cottage' })).toBeTruthy();
    expect(location()).toBe('/stay/7');
    expect(screen.getByText('12 Church Street, Whitby')).toBeTruthy();
    expect(screen.getByText('2 guests')).toBeTruthy();
    expect(screen.getByText(STAY.wifiLater)).toBeTruthy();
    const local = screen.getByRole('region', { name: STAY.localGuide });
    expect(within(local).getByRole('link', { name: 'Website: Magpie Café' }).getAttribute('href')).toBe(
      'https://magpiecafe.co.uk',
    );
  });

  it('says when the code is wrong or someone else joined', async () => {
    renderApp({
      route: '/stay/7?code=nope',
      user: SIGNED_IN,
      mocks: [
        {
          request: { query: JoinStayDocument, variables: { bookingId: '7', inviteCode: 'nope' } },
          result: graphQLErrorResult('joinBooking', 'NOT_FOUND'),
        },
      ],
    });
    expect(await screen.findByText(STAY.wrongCode)).toBeTruthy();
  });

  it('says when another guest already joined (a 409 from the API)', async () => {
    const taken = graphQLErrorResult('joinBooking', 'BAD_USER_INPUT');
    taken.errors[0] = new GraphQLError(STAY.joinedByOther, {
      path: ['joinBooking'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    renderApp({
      route: '/stay/7?code=K7Q2',
      user: SIGNED_IN,
      mocks: [
        { request: { query: JoinStayDocument, variables: { bookingId: '7', inviteCode: 'K7Q2' } }, result: taken },
      ],
    });
    expect(await screen.findByText(STAY.joinedByOther)).toBeTruthy();
  });

  it('shows a clear page for a stay that is not the guest’s, and for a cancelled one', async () => {
    const { unmount } = renderApp({
      route: '/stay/7',
      user: SIGNED_IN,
      mocks: [
        {
          request: { query: StayDocument, variables: { bookingId: '7' } },
          result: graphQLErrorResult('stay', 'NOT_FOUND'),
        },
      ],
    });
    expect(await screen.findByText(STAY.notYours)).toBeTruthy();
    unmount();
    renderApp({ route: '/stay/7', user: SIGNED_IN, mocks: [stayMock(stay({ cancelled: true }))] });
    expect(await screen.findByText(STAY.cancelled)).toBeTruthy();
  });

  it('orders services with quantities, then lists the order as paid on arrival', async () => {
    const purchase = {
      id: '11',
      createdAt: '2026-11-26T05:00:00.000Z',
      name: '2 × Late check-out',
      payment: 'ON_ARRIVAL',
      checkoutUrl: null,
      lineItems: [{ id: '12', name: 'Late check-out', quantity: 2, price: 2500, currency: 'gbp' }],
    };
    const { user } = renderApp({
      route: '/stay/7',
      user: SIGNED_IN,
      mocks: [
        stayMock(stay()),
        mockOf(
          PurchaseServicesDocument,
          { bookingId: '7', lineItems: [{ serviceId: '5', quantity: 2 }] },
          { purchaseServices: purchase },
        ),
      ],
    });
    const services = await screen.findByRole('region', { name: STAY.services });
    const confirm = within(services).getByRole('button', { name: STAY.confirmOrder });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(services).getByRole('button', { name: STAY.more('Late check-out') }));
    await user.click(within(services).getByRole('button', { name: STAY.more('Late check-out') }));
    expect(within(services).getByText('£50')).toBeTruthy();
    await user.click(confirm);
    const orders = await screen.findByRole('region', { name: STAY.yourOrders });
    expect(within(orders).getByText('2 × Late check-out')).toBeTruthy();
    expect(within(orders).getByText(STAY.payOnArrival)).toBeTruthy();
    await waitFor(() => expect(within(services).getByText(STAY.ordered)).toBeTruthy());
  });

  it('with online payments: says so, shows paid and pending orders (Pay now), and the notice after checkout', async () => {
    const order = (id: string, payment: string, checkoutUrl: string | null) => ({
      id,
      createdAt: '2026-11-26T05:00:00.000Z',
      name: `${id} × Late check-out`,
      payment,
      checkoutUrl,
      lineItems: [{ id: `l${id}`, name: 'Late check-out', quantity: Number(id), price: 2500, currency: 'gbp' }],
    });
    const purchases = [order('1', 'PAID', null), order('2', 'PENDING', 'https://checkout.example/pay/cs_1')];
    renderApp({
      route: '/stay/7?checkout=cancelled',
      user: SIGNED_IN,
      mocks: [stayMock(stay({ paysOnline: true, purchases }))],
    });
    const services = await screen.findByRole('region', { name: STAY.services });
    expect(within(services).getByText(STAY.servicesIntroOnline)).toBeTruthy();
    expect(within(services).getByRole('button', { name: STAY.confirmAndPay })).toBeTruthy();
    expect(screen.getByText(STAY.checkoutCancelled).closest('[role=status]')).toBeTruthy();
    const orders = screen.getAllByTestId('stay-order');
    expect(within(orders[0]!).getByText(STAY.paid)).toBeTruthy();
    expect(within(orders[0]!).queryByRole('link', { name: STAY.payNow })).toBeNull();
    expect(within(orders[1]!).getByText(STAY.paymentPending)).toBeTruthy();
    expect(within(orders[1]!).getByRole('link', { name: STAY.payNow }).getAttribute('href')).toBe(
      'https://checkout.example/pay/cs_1',
    );
  });

  it('shows the conversation with the host and sends a message, never an empty one', async () => {
    const sent = {
      ...hostMessage,
      id: 'm2',
      content: 'Can we arrive at 2 pm?',
      sender: { id: SIGNED_IN.id, fullName: 'Grace Hopper' },
    };
    const { user } = renderApp({
      route: '/stay/7',
      user: SIGNED_IN,
      mocks: [
        stayMock(stay(), [hostMessage]),
        mockOf(StaySendMessageDocument, { bookingId: '7', content: 'Can we arrive at 2 pm?' }, { sendMessage: sent }),
      ],
    });
    const messages = await screen.findByRole('region', { name: STAY.messages });
    expect(within(messages).getByText('Welcome! Ask me anything.')).toBeTruthy();
    await user.click(within(messages).getByRole('button', { name: STAY.send }));
    expect(within(messages).getByText(MESSAGING_MESSAGES.empty)).toBeTruthy();
    await user.type(within(messages).getByRole('textbox', { name: STAY.writeToHost }), 'Can we arrive at 2 pm?');
    await user.click(within(messages).getByRole('button', { name: STAY.send }));
    expect(await within(messages).findByText('Can we arrive at 2 pm?')).toBeTruthy();
    expect(within(messages).getByText(/^You ·/)).toBeTruthy();
  });

  it('says when the rating opens, then takes four ratings from the checkout day', async () => {
    const { unmount } = renderApp({ route: '/stay/7', user: SIGNED_IN, mocks: [stayMock(stay())] });
    const closed = await screen.findByRole('region', { name: STAY.rateTitle });
    expect(within(closed).getByText(ratingOpensOn(formatStayDay('2026-12-07')))).toBeTruthy();
    unmount();

    const input = { cleanliness: 5, condition: 4, app: 5, overall: 4 };
    const { user } = renderApp({
      route: '/stay/7',
      user: SIGNED_IN,
      mocks: [
        stayMock(stay({ ratingOpen: true })),
        mockOf(
          RateStayDocument,
          { bookingId: '7', input },
          { rateStay: { id: '7', ratingOpen: false, rating: { ...input, ratedAt: '2026-12-07T10:00:00.000Z' } } },
        ),
      ],
    });
    const form = await screen.findByRole('region', { name: STAY.rateTitle });
    const send = within(form).getByRole('button', { name: STAY.rateSubmit });
    for (const [name, value] of Object.entries(input)) {
      const label = STAY.ratingNames[name as keyof typeof input];
      await user.click(within(form).getByRole('button', { name: STAY.stars(value, label) }));
    }
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(await within(form).findByText(STAY.rated)).toBeTruthy();
  });
});
