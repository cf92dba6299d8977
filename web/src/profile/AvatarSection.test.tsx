import { PROPERTY_MESSAGES } from '@portal/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePageDocument, RemoveAvatarDocument } from '../__generated__/graphql';
import { mockOf } from '../test/graphql-mocks';
import { meMock, SIGNED_IN } from '../test/fixtures';
import { renderApp } from '../test/render';

const AVATAR = { __typename: 'ImageSizes', squareSmallUrl: '/api/uploads/avatars/a/square-small.jpg' } as const;

const withAvatar = {
  id: SIGNED_IN.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  avatarImage: AVATAR,
};

describe('the avatar on /profile', () => {
  it('shows the avatar; Remove takes it away from the page and the header', async () => {
    const { user } = renderApp({
      user: SIGNED_IN,
      route: '/profile',
      mocks: [
        meMock({ avatarImage: AVATAR }),
        mockOf(ProfilePageDocument, {}, { me: withAvatar }),
        mockOf(RemoveAvatarDocument, {}, { removeAvatar: { id: SIGNED_IN.id, avatarImage: null } }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Avatar' });
    // jsdom loads no image, so Chakra keeps it hidden: find it by markup.
    await waitFor(() => expect(section.querySelector(`img[src="${AVATAR.squareSmallUrl}"]`)).not.toBeNull());
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Avatar removed')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Upload a photo' })).toBeTruthy();
    expect(document.querySelector(`img[src="${AVATAR.squareSmallUrl}"]`)).toBeNull();
  });

  it('refuses a file that is not a JPG or PNG before sending anything', async () => {
    renderApp({
      user: SIGNED_IN,
      route: '/profile',
      mocks: [meMock(), mockOf(ProfilePageDocument, {}, { me: { ...withAvatar, avatarImage: null } })],
    });
    const section = await screen.findByRole('region', { name: 'Avatar' });
    const input = within(section).getByTestId('avatar-file');
    // The picker offers JPG and PNG only, but 'All files' lets anything through.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });
    expect(await within(section).findByText(PROPERTY_MESSAGES.imageType)).toBeTruthy();
    expect(within(section).queryByRole('group', { name: /Avatar crop/ })).toBeNull();
  });
});
