import { CombinedGraphQLErrors } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../test/fixtures';
import { flashed } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render';
import { DeleteButton } from './DeleteButton';

describe('DeleteButton', () => {
  it('asks first; a refusal stays in the dialog; once deleted it flashes and goes back to the list', async () => {
    let attempts = 0;
    const onDelete = async () => {
      attempts += 1;
      if (attempts === 1) {
        throw new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Bad input',
              extensions: {
                code: 'BAD_USER_INPUT',
                violations: [{ propertyPath: 'id', message: 'This service was bought: it cannot go yet.' }],
              },
            },
          ],
        });
      }
    };
    const { user, location } = renderWithProviders(
      <DeleteButton
        label="Delete"
        title="Delete this place?"
        onDelete={onDelete}
        deletedMessage="Place deleted"
        then="/list"
      >
        “Borough Market” will be removed.
      </DeleteButton>,
      { user: SIGNED_IN, route: '/list/1' },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this place?' });
    expect(within(dialog).getByText('“Borough Market” will be removed.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This service was bought: it cannot go yet.')).toBeTruthy();
    expect(location()).toBe('/list/1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await flashed('Place deleted')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/list'));
    expect(attempts).toBe(2);
  });
});
