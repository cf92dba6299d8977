import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyPageDocument, UpdatePropertyServicesDocument } from '../../__generated__/graphql';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { flashed, property } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';

const service = (id: string, title: string, price: number) => ({
  __typename: 'Service',
  id,
  title,
  price,
  currencySymbol: '£',
});

describe('the Guest Services section of the property page', { timeout: 60_000 }, () => {
  it("ticks the host's services the listing offers and saves them with PUT /properties/{id}'s services", async () => {
    const { user } = renderApp({
      route: '/properties/7',
      user: SIGNED_IN,
      mocks: [
        meMock(),
        mockOf(
          PropertyPageDocument,
          { id: '7' },
          {
            property: property({ serviceIds: ['2'] }),
            services: [service('1', 'Airport transfer', 4500), service('2', 'Welcome hamper', 3000)],
          },
        ),
        mockOf(
          UpdatePropertyServicesDocument,
          { id: '7', serviceIds: ['2', '1'] },
          { updateGuestApp: { ...property({ serviceIds: ['2', '1'] }) } },
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Guest services offered' });
    const transfer = within(list).getByRole('checkbox', { name: /Airport transfer/ });
    expect((transfer as HTMLInputElement).checked).toBe(false);
    expect((within(list).getByRole('checkbox', { name: /Welcome hamper/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(list).getByText('£45')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Guest Services' });
    const save = within(region).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(transfer);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await user.click(save);
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });
});
