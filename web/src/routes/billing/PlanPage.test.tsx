import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JWT, meMock, plansMock, SIGNED_IN } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** Text that spans elements (the price is bold, its unit is not): matched on the paragraph holding it. */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;

const gated = { user: SIGNED_IN, mocks: [meMock({ activeSubscription: null }), plansMock()] };

describe('PlanPage', () => {
  it('shows each plan with its features and its price from pence', async () => {
    renderApp(gated);
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText(paragraph('£4.99 per listing / month'))).toBeTruthy();
    expect(within(premium).getByText('API channel manager')).toBeTruthy();
    const starter = screen.getByRole('region', { name: 'Starter' });
    expect(within(starter).getByText(paragraph('Free forever'))).toBeTruthy();
    expect(within(starter).getByText('Services marketplace')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Business' })).getByText(paragraph('£19.99 per listing / month')),
    ).toBeTruthy();
  });

  it('Start Trial goes to the checkout session with the plan and the bearer token', async () => {
    renderApp(gated);
    const premium = await screen.findByRole('region', { name: 'Premium' });
    const href = within(premium).getByRole('link', { name: 'Start Trial' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://portal.test');
    expect(url.pathname).toBe('/api/billing/checkout-session');
    expect(url.searchParams.get('plan')).toBe('premium');
    expect(url.searchParams.get('bearer')).toBe(JWT);
  });

  it('marks Professional and Business Coming Soon, and they cannot be chosen', async () => {
    renderApp(gated);
    for (const name of ['Professional', 'Business']) {
      const card = await screen.findByRole('region', { name });
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(within(card).getByText('Coming Soon')).toBeTruthy();
      expect(within(card).queryByRole('link')).toBeNull();
      for (const button of within(card).getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
    }
    for (const name of ['Starter', 'Premium']) {
      expect(within(screen.getByRole('region', { name })).queryByText('Coming Soon')).toBeNull();
    }
  });

  it('/subscription/cancelled shows the plan page with a cancellation notice', async () => {
    renderApp({ ...gated, route: '/subscription/cancelled' });
    expect(await screen.findByText(/Checkout was cancelled/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You have no active subscription' })).toBeTruthy();
  });

  it('/subscription/cancelled also shows it past the gate, and Get Started returns to the dashboard', async () => {
    const { user } = renderApp({ user: SIGNED_IN, route: '/subscription/cancelled', mocks: [meMock(), plansMock()] });
    expect(await screen.findByText(/Checkout was cancelled/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
