import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StayQuoteDocument } from '../__generated__/graphql';
import { SIGNED_IN } from '../test/fixtures';
import { mockOf } from '../test/graphql-mocks';
import { renderWithProviders } from '../test/render';
import { SelectedDatesPanel } from './SelectedDatesPanel';

const stay = { propertyId: '7', startDate: '2026-07-06', endDate: '2026-07-09' };

const quoted = (numberOfGuest: number, extraGuests: number) =>
  mockOf(
    StayQuoteDocument,
    { ...stay, numberOfGuest },
    {
      stayQuote: {
        available: true,
        quote: {
          nights: 3,
          guests: numberOfGuest,
          subtotal: 36000,
          lengthOfStayDiscount: null,
          bookingWindowDiscount: { kind: 'earlyBird', percent: 10, amount: 3600 },
          discountTotal: 3600,
          fees: [
            { kind: 'cleaning', amount: 4000, quantity: null, unitPrice: null },
            ...(extraGuests
              ? [{ kind: 'extraGuests', amount: extraGuests * 3000, quantity: extraGuests * 3, unitPrice: 1000 }]
              : []),
          ],
          feesTotal: 4000 + extraGuests * 3000,
          total: 36400 + extraGuests * 3000,
          securityDeposit: 20000,
        },
      },
    },
  );

const NIGHT = {
  __typename: 'CalendarDay' as const,
  rate: 12000,
  blocked: false,
  rateOverride: null,
  minNightsOverride: null,
};

describe('the price of a direct booking before it is added', () => {
  it('shows the quote line by line and follows the number of guests', async () => {
    const { user } = renderWithProviders(
      <SelectedDatesPanel
        propertyId="7"
        currencySymbol="£"
        start="2026-07-06"
        end="2026-07-08"
        days={new Map([['2026-07-06', { ...NIGHT, id: '7:2026-07-06', date: '2026-07-06', minNights: 4 }]])}
        bookings={[]}
        onClose={() => undefined}
      />,
      { user: SIGNED_IN, mocks: [quoted(1, 0), quoted(3, 1)] },
    );
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(screen.getByText(/Shorter than the 4-night minimum stay for this arrival/)).toBeTruthy();
    await waitFor(() => expect(within(price).getByText('£364')).toBeTruthy());
    expect(within(price).getByText('3 nights · average £120')).toBeTruthy();
    expect(within(price).getByText('Early bird discount (10%)')).toBeTruthy();
    expect(within(price).getByText('−£36')).toBeTruthy();
    expect(within(price).getByText('Cleaning fee')).toBeTruthy();
    expect(within(price).getByText(/Security deposit of £200/)).toBeTruthy();

    await user.type(screen.getByRole('spinbutton', { name: /Guests/ }), '3');
    await waitFor(() => expect(within(price).getByText('£394')).toBeTruthy());
    expect(within(price).getByText('Price for 3 guests')).toBeTruthy();
    expect(within(price).getByText('Extra guests (3 × £10)')).toBeTruthy();
  });
});
