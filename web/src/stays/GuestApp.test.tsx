import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGING_MESSAGES, ratingOpensOn } from '@portal/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore, initialState, STORAGE_KEY, type SignedInUser } from '../state/session-store';
import { SIGNED_IN } from '../test/fixtures';
import { POLL_MS } from './checkoutReturn';
import { createGuestClient, type GraphQLErrorEntry } from './client';
import { STAY } from './copy';
import { formatStayDay } from './format';
import { GuestApp } from './GuestApp';
import { GuestContext, type LiveMessages } from './guest-context';

/** One answer of the fake gateway: the operation's name and variables it expects, and its data or errors. */
interface Answer {
  operation: string;
  variables: Record<string, unknown>;
  data?: unknown;
  errors?: GraphQLErrorEntry[];
}

const error = (code: string, message = code): GraphQLErrorEntry => ({ message, extensions: { code } });

/**
 * The guest app over a fake gateway: each POST /graphql must be one of the expected operations with exactly its
 * variables (an unexpected one answers a 400, so the test fails on what the app shows). Returns the requests made.
 */
function renderGuestApp({
  route,
  user = null,
  answers = [],
}: {
  route: string;
  user?: SignedInUser | null;
  answers?: Answer[];
}) {
  const state = initialState();
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, auth: { user } }));
  window.history.replaceState(null, '', route);
  const store = createSessionStore(window.localStorage);
  const requests: { operationName: string; variables: unknown; headers: Headers }[] = [];
  const fakeFetch: typeof fetch = async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; query: string; variables: unknown };
    requests.push({
      operationName: body.operationName,
      variables: body.variables,
      headers: new Headers(init?.headers),
    });
    const answer = answers.find(
      (a) => a.operation === body.operationName && JSON.stringify(a.variables) === JSON.stringify(body.variables),
    );
    if (!answer)
      return Response.json({ errors: [error('BAD_REQUEST', `unexpected ${body.operationName}`)] }, { status: 400 });
    return Response.json(answer.errors ? { data: null, errors: answer.errors } : { data: answer.data });
  };
  // The live messages: what the test pushes reaches every conversation open.
  const listeners = new Set<Parameters<LiveMessages>[1]>();
  const live: LiveMessages = (_token, onMessage) => {
    listeners.add(onMessage);
    return () => listeners.delete(onMessage);
  };
  const push = (message: Parameters<Parameters<LiveMessages>[1]>[0]) =>
    act(() => listeners.forEach((on) => on(message)));
  // Pages the app left for (the payment checkout): jsdom does not navigate.
  const left: string[] = [];
  const guest = { store, client: createGuestClient(store, fakeFetch), live, leave: (url: string) => left.push(url) };
  const result = render(
    <GuestContext value={guest}>
      <GuestApp />
    </GuestContext>,
  );
  return {
    ...result,
    store,
    requests,
    push,
    left,
    user: userEvent.setup(),
    location: () => window.location.pathname + window.location.search,
  };
}

afterEach(() => window.localStorage.clear());

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

/** An order of `quantity` late check-outs, as the stay lists it. */
const lateCheckoutOrder = (id: string, quantity: number, payment: string, checkoutUrl: string | null = null) => ({
  id,
  createdAt: '2026-11-26T05:00:00.000Z',
  name: `${quantity} × Late check-out`,
  payment,
  checkoutUrl,
  lineItems: [{ id: `l${id}`, name: 'Late check-out', quantity, price: 2500, currency: 'gbp' }],
});

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
  __typename: 'Message' as const,
  id: 'm1',
  content: 'Welcome! Ask me anything.',
  createdAt: '2026-11-26T08:00:00.000Z',
  sender: { __typename: 'MessageSender' as const, id: 'host-1', fullName: 'Hannah Moss' },
  booking: { __typename: 'Booking' as const, id: '7' },
};

const stayAnswer = (value: ReturnType<typeof stay>, messages: unknown[] = []): Answer => ({
  operation: 'Stay',
  variables: { bookingId: '7' },
  data: { stay: value, messages },
});

describe('the guest app', () => {
  it('takes the invite link to /stay and asks a signed-out guest to sign up', async () => {
    const { location } = renderGuestApp({ route: '/invite/7/grace-hopper?code=K7Q2' });
    expect(await screen.findByRole('heading', { name: STAY.signUpTitle })).toBeTruthy();
    expect(location()).toBe('/stay/7?code=K7Q2');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
  });

  it('joins with the code, then shows the stay at its clean address', async () => {
    const { location } = renderGuestApp({
      route: '/stay/7?code=K7Q2',
      user: SIGNED_IN,
      answers: [
        {
          operation: 'JoinStay',
          variables: { bookingId: '7', inviteCode: 'K7Q2' },
          data: { joinBooking: { id: '7' } },
        },
        stayAnswer(stay()),
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
    renderGuestApp({
      route: '/stay/7?code=nope',
      user: SIGNED_IN,
      answers: [
        { operation: 'JoinStay', variables: { bookingId: '7', inviteCode: 'nope' }, errors: [error('NOT_FOUND')] },
      ],
    });
    expect(await screen.findByText(STAY.wrongCode)).toBeTruthy();
  });

  it('says when another guest already joined (a 409 from the API)', async () => {
    const taken = [error('BAD_USER_INPUT', STAY.joinedByOther)];
    renderGuestApp({
      route: '/stay/7?code=K7Q2',
      user: SIGNED_IN,
      answers: [{ operation: 'JoinStay', variables: { bookingId: '7', inviteCode: 'K7Q2' }, errors: taken }],
    });
    expect(await screen.findByText(STAY.joinedByOther)).toBeTruthy();
  });

  it('shows a clear page for a stay that is not the guest’s, and for a cancelled one', async () => {
    const { unmount } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [{ operation: 'Stay', variables: { bookingId: '7' }, errors: [error('NOT_FOUND')] }],
    });
    expect(await screen.findByText(STAY.notYours)).toBeTruthy();
    unmount();
    renderGuestApp({ route: '/stay/7', user: SIGNED_IN, answers: [stayAnswer(stay({ cancelled: true }))] });
    expect(await screen.findByText(STAY.cancelled)).toBeTruthy();
  });

  it('orders services with quantities, then lists the order as paid on arrival', async () => {
    const purchase = lateCheckoutOrder('11', 2, 'ON_ARRIVAL');
    const { user } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [
        stayAnswer(stay()),
        {
          operation: 'PurchaseServices',
          variables: { bookingId: '7', lineItems: [{ serviceId: '5', quantity: 2 }] },
          data: { purchaseServices: purchase },
        },
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

  it('with online payments: Confirm and pay goes to the checkout; paid, pending (Pay now) and unpaid orders', async () => {
    // Order n has n late check-outs.
    const order = (id: string, payment: string, checkoutUrl: string | null) =>
      lateCheckoutOrder(id, Number(id), payment, checkoutUrl);
    const checkoutUrl = 'https://checkout.example/pay/cs_3';
    const purchases = [order('1', 'PAID', null), order('2', 'PENDING', 'https://checkout.example/pay/cs_2')];
    const { user, left } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [
        stayAnswer(stay({ paysOnline: true, purchases: [...purchases, order('4', 'EXPIRED', null)] })),
        {
          operation: 'PurchaseServices',
          variables: { bookingId: '7', lineItems: [{ serviceId: '5', quantity: 3 }] },
          data: { purchaseServices: order('3', 'PENDING', checkoutUrl) },
        },
      ],
    });
    const services = await screen.findByRole('region', { name: STAY.services });
    expect(within(services).getByText(STAY.servicesIntroOnline)).toBeTruthy();
    expect(within(services).getByText(STAY.payOnline)).toBeTruthy();
    expect(screen.queryByText(STAY.checkoutCancelled)).toBeNull();
    const orders = screen.getAllByTestId('stay-order');
    expect(within(orders[0]!).getByText(STAY.paid)).toBeTruthy();
    expect(within(orders[0]!).queryByRole('link', { name: STAY.payNow })).toBeNull();
    expect(within(orders[1]!).getByText(STAY.paymentPending)).toBeTruthy();
    expect(within(orders[1]!).getByRole('link', { name: STAY.payNow }).getAttribute('href')).toBe(
      'https://checkout.example/pay/cs_2',
    );
    expect(within(orders[2]!).getByText(STAY.notPaid)).toBeTruthy();
    expect(within(orders[2]!).queryByRole('link', { name: STAY.payNow })).toBeNull();
    for (let i = 0; i < 3; i++)
      await user.click(within(services).getByRole('button', { name: STAY.more('Late check-out') }));
    await user.click(within(services).getByRole('button', { name: STAY.confirmAndPay }));
    await waitFor(() => expect(left).toEqual([checkoutUrl]));
    expect(within(services).queryByText(STAY.ordered)).toBeNull();
  });

  it('back from a cancelled checkout: says the order waits for payment, and asks nothing again', async () => {
    const pending = lateCheckoutOrder('2', 1, 'PENDING', 'https://checkout.example/pay/cs_2');
    const { requests } = renderGuestApp({
      route: '/stay/7?checkout=cancelled',
      user: SIGNED_IN,
      answers: [stayAnswer(stay({ paysOnline: true, purchases: [pending] }))],
    });
    expect((await screen.findByText(STAY.checkoutCancelled)).getAttribute('role')).toBe('status');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + 300));
    expect(requests.filter((r) => r.operationName === 'Stay')).toHaveLength(1);
  }, 15_000);

  it('back from a paid checkout: asks for the stay again every 2 s until the webhook marked the order paid', async () => {
    const purchase = (payment: string) =>
      lateCheckoutOrder('2', 1, payment, payment === 'PENDING' ? 'https://checkout.example/pay/cs_2' : null);
    const answers = [stayAnswer(stay({ paysOnline: true, purchases: [purchase('PENDING')] }))];
    const { requests } = renderGuestApp({ route: '/stay/7?checkout=paid', user: SIGNED_IN, answers });
    expect((await screen.findByText(STAY.checkoutPaid)).getAttribute('role')).toBe('status');
    expect(screen.getByText(STAY.paymentPending)).toBeTruthy();
    // The webhook arrives: the next answer has the order paid.
    answers[0] = stayAnswer(stay({ paysOnline: true, purchases: [purchase('PAID')] }));
    await waitFor(() => expect(screen.getByText(STAY.checkoutConfirmed).getAttribute('role')).toBe('status'), {
      timeout: POLL_MS * 2,
    });
    const order = screen.getByTestId('stay-order');
    expect(within(order).getByText(STAY.paid)).toBeTruthy();
    expect(requests.filter((r) => r.operationName === 'Stay')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + 300));
    expect(requests.filter((r) => r.operationName === 'Stay')).toHaveLength(2);
  }, 15_000);

  it('shows the conversation with the host and sends a message, never an empty one', async () => {
    const sent = {
      ...hostMessage,
      id: 'm2',
      content: 'Can we arrive at 2 pm?',
      sender: { __typename: 'MessageSender' as const, id: SIGNED_IN.id, fullName: 'Grace Hopper' },
    };
    const { user, push } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [
        stayAnswer(stay(), [hostMessage]),
        {
          operation: 'StaySendMessage',
          variables: { bookingId: '7', content: 'Can we arrive at 2 pm?' },
          data: { sendMessage: sent },
        },
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
    // The host's answer arrives live (once, even when sent twice), and counts as unread.
    const answer = { ...hostMessage, id: 'm3', content: 'Of course, see you then.' };
    push(answer);
    push(answer);
    expect(within(messages).getAllByText('Of course, see you then.')).toHaveLength(1);
    expect(within(messages).getByTestId('stay-unread').textContent).toBe(STAY.unread(2));
    push({ ...answer, id: 'm4', booking: { __typename: 'Booking', id: '8' } });
    expect(within(messages).getByRole('log').children).toHaveLength(3);
  });

  it('says when the rating opens, then takes four ratings from the checkout day', async () => {
    const { unmount } = renderGuestApp({ route: '/stay/7', user: SIGNED_IN, answers: [stayAnswer(stay())] });
    const closed = await screen.findByRole('region', { name: STAY.rateTitle });
    expect(within(closed).getByText(ratingOpensOn(formatStayDay('2026-12-07')))).toBeTruthy();
    unmount();

    const input = { cleanliness: 5, condition: 4, app: 5, overall: 4 };
    const { user } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [
        stayAnswer(stay({ ratingOpen: true })),
        {
          operation: 'RateStay',
          variables: { bookingId: '7', input },
          data: { rateStay: { id: '7', ratingOpen: false, rating: input } },
        },
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

  it('signs a guest up (a guest account), then joins with the code', async () => {
    const input = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: null,
      plainPassword: 'Secret123',
      acceptsMarketing: false,
    };
    const { user, requests, store, location } = renderGuestApp({
      route: '/stay/7?code=K7Q2',
      answers: [
        {
          operation: 'Register',
          variables: { input },
          data: { register: { token: 'jwt-2', user: { id: 'user-2', email: input.email } } },
        },
        {
          operation: 'UpdateAppMode',
          variables: { mode: 'guest' },
          data: { updateUser: { id: 'user-2', onboardModeSelection: 'guest' } },
        },
        {
          operation: 'JoinStay',
          variables: { bookingId: '7', inviteCode: 'K7Q2' },
          data: { joinBooking: { id: '7' } },
        },
        stayAnswer(stay()),
      ],
    });
    await user.click(screen.getByRole('button', { name: STAY.createAccount }));
    expect(screen.getAllByText(/required/i).length).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText('First name'), ' Grace ');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: STAY.createAccount }));
    expect(await screen.findByRole('heading', { name: 'Harbour View Cottage' })).toBeTruthy();
    expect(location()).toBe('/stay/7');
    expect(store.getState().auth.user).toEqual({ id: 'user-2', email: input.email, jwt: 'jwt-2' });
    expect(store.getState().options.mode).toBe('guest');
    const stayRequest = requests.find((r) => r.operationName === 'Stay');
    expect(stayRequest?.headers.get('authorization')).toBe('Bearer jwt-2');
    // The one answer the service worker may keep for offline use.
    expect(stayRequest?.headers.get('x-offline-copy')).toBe('stay');
  });

  it('says when the login is wrong, and signs out when the token is no longer valid', async () => {
    const { user, unmount } = renderGuestApp({
      route: '/stay/7',
      answers: [
        {
          operation: 'Login',
          variables: { email: 'grace@example.com', password: 'Wrong1234' },
          errors: [error('UNAUTHENTICATED')],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: STAY.logIn }));
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: STAY.logIn }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    unmount();

    const { store } = renderGuestApp({
      route: '/stay/7',
      user: SIGNED_IN,
      answers: [{ operation: 'Stay', variables: { bookingId: '7' }, errors: [error('UNAUTHENTICATED')] }],
    });
    expect(await screen.findByRole('heading', { name: STAY.signUpTitle })).toBeTruthy();
    expect(store.getState().auth.user).toBeNull();
  });
});
