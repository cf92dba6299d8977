import { MESSAGES } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalyticsDocument } from '../__generated__/graphql';
import { meMock, SIGNED_IN } from '../test/fixtures';
import { mockOf } from '../test/graphql-mocks';
import { renderApp } from '../test/render';

// The page asks for the viewer's own day and zone; the mock answers those variables.
const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const month = today.slice(0, 7);

const change = (current: number, previous: number, value: number | null) => ({ current, previous, change: value });
const sales = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, '0')}-01`,
  quoted: index === 11 ? 24000 : 0,
  estimated: index === 10 ? 18000 : 0,
  services: index === 11 ? 4550 : 0,
}));

const figures = (entries: number) => ({
  today,
  currency: 'gbp',
  propertyId: null,
  sales,
  servicesSold: { month: change(3, 2, 50), year: change(5, 0, null) },
  services: [{ serviceId: '9', name: 'Breakfast hamper', sold: 3, revenue: 4550 }],
  ratings: { count: 2, cleanliness: 4.5, condition: 4, app: 5, overall: 4.5 },
  listings: [
    { propertyId: '1', name: 'Harbour View', count: 2, overall: 4.5 },
    { propertyId: '2', name: 'Old Mill', count: 0, overall: null },
  ],
  transactions: {
    month: `${month}-01`,
    entries: Array.from({ length: entries }, (_, index) => ({
      purchaseId: String(index + 1),
      createdAt: `${month}-02T10:00:00.000Z`,
      name: 'Breakfast hamper',
      bookingId: '40',
      propertyId: '1',
      propertyName: 'Harbour View',
      guestName: 'Grace Hopper',
      currency: 'gbp',
      items: 1,
      amount: 4550,
    })),
    totals: entries ? [{ currency: 'gbp', purchases: entries, amount: 4550 * entries }] : [],
  },
});

const analyticsMock = (entries: number) =>
  mockOf(
    AnalyticsDocument,
    { today, timeZone, propertyId: null, month },
    {
      me: { id: SIGNED_IN.id, currencySymbol: '£' },
      properties: [
        { id: '1', name: 'Harbour View' },
        { id: '2', name: 'Old Mill' },
      ],
      analytics: figures(entries),
    },
  );

describe('/analytics', () => {
  it('shows every figure of the answer, the chart with its table, and links to listings and services', async () => {
    renderApp({ route: '/analytics', user: SIGNED_IN, mocks: [meMock(), analyticsMock(1)] });
    const chart = await screen.findByRole('img', { name: /Line chart of the last 12 months' sales, £465.50 in all/ });
    expect(chart).toBeTruthy();
    const sales = screen.getByRole('region', { name: 'Annual sales' });
    const december = within(sales).getByRole('row', { name: /^Dec 26/ });
    expect(
      within(december)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dec 26', '£240', '£0', '£45.50', '£285.50']);
    const sold = screen.getByRole('region', { name: 'Services sold' });
    expect(within(sold).getByText('+50% on last month')).toBeTruthy();
    expect(within(sold).getByText('None last year to compare with')).toBeTruthy();
    expect(within(sold).getByRole('link', { name: 'Breakfast hamper' }).getAttribute('href')).toBe('/services/guest/9');
    const ratings = screen.getByRole('region', { name: 'Overall ratings' });
    expect(within(ratings).getByText('From 2 rated stays.')).toBeTruthy();
    expect(within(ratings).getByRole('link', { name: 'Harbour View' }).getAttribute('href')).toBe('/properties/1');
    expect(within(ratings).getByRole('row', { name: /Old Mill/ }).textContent).toContain('Not rated yet');
    const transactions = screen.getByRole('region', { name: 'Monthly transactions' });
    expect(within(transactions).getByText('1 purchase, £45.50')).toBeTruthy();
    expect(within(transactions).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/calendar/1/40',
    );
    expect(screen.getByRole('combobox', { name: 'Listing' })).toBeTruthy();
  });

  it("says 'No purchases this month' for an empty history", async () => {
    renderApp({ route: '/analytics', user: SIGNED_IN, mocks: [meMock(), analyticsMock(0)] });
    const transactions = await screen.findByRole('region', { name: 'Monthly transactions' });
    expect(within(transactions).getByText(MESSAGES.noPurchasesThisMonth)).toBeTruthy();
  });
});
