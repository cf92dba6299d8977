import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { NO_PRICING_RULES } from '@portal/testkit/pricing-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  PricingSection_PropertyFragmentDoc,
  RemoveSeasonalRateDocument,
  SaveSeasonalRateDocument,
  UpdatePropertyPricingDocument,
  type PricingSection_PropertyFragment,
  type PropertyPricingInput,
  type SeasonalRateInput,
} from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { PricingSection } from './PricingSection';
import { PRICING_SAVE_FAILED } from './pricingForm';
import { COMPLETENESS, errorOf, FromCache } from './sectionHarness';

type Property = PricingSection_PropertyFragment;

function property(overrides: Partial<Property> = {}): Property {
  return {
    __typename: 'Property',
    id: '7',
    baseRate: 12000,
    ...NO_PRICING_RULES,
    lengthOfStayEnabled: true,
    weeklyDiscount: 10,
    monthlyDiscount: 20,
    earlyBirdMinDaysBeforeArrival: 60,
    earlyBirdDiscount: 5,
    seasonalEnabled: true,
    extraChargesEnabled: true,
    securityDeposit: 25000,
    cleaningFee: 4550,
    extraGuestPrice: 1500,
    standardGuests: 2,
    canSleepMax: 4,
    owner: { __typename: 'User', id: 'user-1', currency: 'gbp', currencySymbol: '£' },
    seasonalRates: [],
    ...overrides,
  };
}

function renderPricing(data: Property, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <FromCache fragment={PricingSection_PropertyFragmentDoc} fragmentName="PricingSection_property" data={data}>
      {(value) => <PricingSection property={value} />}
    </FromCache>,
    { mocks },
  );
}

/** An updatePropertyPricing mock that records the variables it was called with. */
function pricingMock(answer: Property, calls: { id: string; input: PropertyPricingInput }[]): MockLink.MockedResponse {
  return {
    request: { query: UpdatePropertyPricingDocument, variables: () => true },
    result: (variables) => {
      calls.push(variables as { id: string; input: PropertyPricingInput });
      return {
        data: {
          __typename: 'Mutation',
          updatePropertyPricing: { ...answer, completeness: COMPLETENESS },
        },
      };
    },
  };
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save pricing' });

describe('PricingSection', () => {
  it('shows each block as a sub-card with its switch, amounts in pounds with the currency symbol', () => {
    renderPricing(property());
    for (const title of [
      'Base rate',
      'Length-of-stay discounts',
      'Early bird discount',
      'Last minute discount',
      'Weekend markup',
      'Orphan nights',
      'Seasonal rates',
      'Extra charges',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(input(/Nightly base rate/).value).toBe('120');
    expect(input('Cleaning fee').value).toBe('45.50');
    expect(input('Community Taxes').value).toBe('');
    const base = screen.getByRole('region', { name: 'Base rate' });
    expect(within(base).getByText('£')).toBeTruthy();
    expect(screen.getByText('Damage claims go through Airbnb within 14 days of checkout')).toBeTruthy();
    expect(screen.getByText(/beyond the 2 guests the base rate includes, up to the maximum of 4 guests/)).toBeTruthy();
  });

  it("refuses a base rate under 1.00 with 'Price cannot be less than 1:00', and the failure message", async () => {
    const { user } = renderPricing(property());
    const base = input(/Nightly base rate/);
    await user.clear(base);
    await user.type(base, '0.50');
    await user.click(save());
    await waitFor(() => expect(errorOf(base)).toBe(MESSAGES.priceTooLow));
    expect(screen.getByRole('alert').textContent).toContain(PRICING_SAVE_FAILED);
  });

  it('holds the base rate to whole amounts, and requires it', async () => {
    const { user } = renderPricing(property());
    const base = input(/Nightly base rate/);
    await user.clear(base);
    await user.type(base, '120.50');
    await user.click(save());
    await waitFor(() => expect(errorOf(base)).toBe(PROPERTY_MESSAGES.wholeAmount));
    await user.clear(base);
    await waitFor(() => expect(errorOf(base)).toBe(MESSAGES.required));
    await user.type(base, 'abc');
    await waitFor(() => expect(errorOf(base)).toBe(PROPERTY_MESSAGES.mustBeNumber));
  });

  it('sends amounts in minor units, only the blocks that are on, and flashes Changes saved', async () => {
    const calls: { id: string; input: PropertyPricingInput }[] = [];
    const { user } = renderPricing(property(), [pricingMock(property({ baseRate: 13500, cleaningFee: 6025 }), calls)]);
    await user.clear(input(/Nightly base rate/));
    await user.type(input(/Nightly base rate/), '135');
    await user.clear(input('Cleaning fee'));
    await user.type(input('Cleaning fee'), '60.25');
    await user.type(input('Linen fee'), '1,000');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.changesSaved)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      id: '7',
      input: {
        baseRate: 13500,
        lengthOfStayEnabled: true,
        weeklyDiscount: 10,
        fortnightlyDiscount: null,
        monthlyDiscount: 20,
        quarterlyDiscount: null,
        // Early bird, last minute, weekend and orphan nights are off: their kept values are not sent.
        earlyBirdEnabled: false,
        lastMinuteEnabled: false,
        weekendEnabled: false,
        orphanNightsEnabled: false,
        seasonalEnabled: true,
        extraChargesEnabled: true,
        securityDeposit: 25000,
        cleaningFee: 6025,
        linenFee: 100000,
        managementFee: null,
        cityTax: null,
        extraGuestPrice: 1500,
      },
    });
    expect(screen.queryByText(PRICING_SAVE_FAILED)).toBeNull();
  });

  it('greys out a block that is off, keeps its values, and checks them once it is on', async () => {
    const calls: { id: string; input: PropertyPricingInput }[] = [];
    const { user } = renderPricing(property(), [
      pricingMock(property({ earlyBirdEnabled: true, lengthOfStayEnabled: false }), calls),
    ]);
    const earlyBird = screen.getByRole('region', { name: 'Early bird discount' });
    const days = within(earlyBird).getByLabelText('Booked at least') as HTMLInputElement;
    expect(days.disabled).toBe(true);
    expect(days.value).toBe('60');
    expect(within(earlyBird).getByText('Off: the values below are kept, but not applied.')).toBeTruthy();

    await user.click(screen.getByLabelText('Early bird discount enabled'));
    await waitFor(() => expect(days.disabled).toBe(false));
    await user.clear(days);
    await user.click(save());
    await waitFor(() => expect(errorOf(days)).toBe(MESSAGES.required));
    expect(screen.getByText(PRICING_SAVE_FAILED)).toBeTruthy();

    await user.type(days, '45');
    await user.click(screen.getByLabelText('Length-of-stay discounts enabled'));
    expect((screen.getByLabelText('Weekly (7+ nights)') as HTMLInputElement).disabled).toBe(true);
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({
      lengthOfStayEnabled: false,
      earlyBirdEnabled: true,
      earlyBirdMinDaysBeforeArrival: 45,
      earlyBirdDiscount: 5,
    });
    expect(calls[0]?.input).not.toHaveProperty('weeklyDiscount');
  });

  it("puts the server's violations on their fields, with the failure message", async () => {
    const { user } = renderPricing(property(), [
      {
        request: { query: UpdatePropertyPricingDocument, variables: () => true },
        result: {
          data: null,
          errors: [
            new GraphQLError('Invalid input', {
              path: ['updatePropertyPricing'],
              extensions: {
                code: 'BAD_USER_INPUT',
                violations: [{ propertyPath: 'cleaningFee', message: MESSAGES.priceTooLow }],
              },
            }),
          ],
        },
      },
    ]);
    await user.click(save());
    await waitFor(() => expect(errorOf(input('Cleaning fee'))).toBe(MESSAGES.priceTooLow));
    expect(screen.getByText(PRICING_SAVE_FAILED)).toBeTruthy();
  });
});

describe('seasonal rates', () => {
  const rate = {
    __typename: 'SeasonalRate' as const,
    id: '31',
    fromDate: '2026-12-20',
    toDate: '2027-01-03',
    rateChange: -15,
    repeatYearly: true,
  };

  it('adds a rate with a negative change, and the list follows the cache', async () => {
    const calls: SeasonalRateInput[] = [];
    const { user } = renderPricing(property(), [
      {
        request: { query: SaveSeasonalRateDocument, variables: () => true },
        result: (variables) => {
          calls.push((variables as { input: SeasonalRateInput }).input);
          return {
            data: {
              __typename: 'Mutation',
              saveSeasonalRate: { ...rate, property: { __typename: 'Property', id: '7', seasonalRates: [rate] } },
            },
          };
        },
      },
    ]);
    expect(screen.getByText('No seasonal rates yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add seasonal rate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText(/Rate change/))).toBe(MESSAGES.required));

    await user.type(within(dialog).getByLabelText(/From/), '2026-12-20');
    await user.type(within(dialog).getByLabelText(/^To/), '2027-01-03');
    await user.type(within(dialog).getByLabelText(/Rate change/), '-15');
    await user.click(within(dialog).getByText('Repeat every year'));
    await user.click(within(dialog).getByRole('button', { name: 'Add rate' }));

    const table = await screen.findByRole('table', { name: 'Seasonal rates' });
    expect(within(table).getByText('−15%')).toBeTruthy();
    expect(within(table).getByText('20 Dec 2026')).toBeTruthy();
    expect(within(table).getByText('Every year')).toBeTruthy();
    expect(calls).toEqual([
      { propertyId: '7', fromDate: '2026-12-20', toDate: '2027-01-03', rateChange: -15, repeatYearly: true },
    ]);
    // The dialog's submit does not submit the pricing form around it.
    expect(screen.queryByText(PRICING_SAVE_FAILED)).toBeNull();
  });

  it('refuses a change of -100% or less with the shared message', async () => {
    const { user } = renderPricing(property());
    await user.click(screen.getByRole('button', { name: 'Add seasonal rate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Rate change/), '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText(/Rate change/))).toBe(PROPERTY_MESSAGES.rateChange),
    );
  });

  it('removes a rate after confirmation', async () => {
    const { user } = renderPricing(property({ seasonalRates: [rate] }), [
      {
        request: { query: RemoveSeasonalRateDocument, variables: { id: '31' } },
        result: {
          data: {
            __typename: 'Mutation',
            removeSeasonalRate: {
              __typename: 'RemovePropertyItemPayload',
              removedId: '31',
              property: { __typename: 'Property', id: '7' },
            },
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove the seasonal rate from 20 Dec 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No seasonal rates yet.')).toBeTruthy();
  });
});
