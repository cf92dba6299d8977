import { Box, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  AvatarSection_UserFragmentDoc,
  useRemoveAvatarMutation,
  type AvatarSection_UserFragment,
} from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { useFlash } from '../components/Flash/useFlash';
import { FormError } from '../forms/FormError';
import { useSessionStore } from '../state/useSession';
import { AvatarCropper } from './AvatarCropper';
import { cropOf, initialView, type CropView } from './cropGeometry';
import { IMAGE_ACCEPT, UploadError, isAcceptedImage } from '../properties/photos/uploadImage';
import { uploadAvatar } from './uploadAvatar';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

interface Picked {
  file: File;
  url: string;
  view: CropView;
}

/** The avatar (spec §3 User avatarImage): pick a JPG or PNG, choose its square, save; or remove it. */
export function AvatarSection(props: { user: FragmentRef<AvatarSection_UserFragment> }) {
  const user = useFragmentData(AvatarSection_UserFragmentDoc, props.user);
  return user && <AvatarFields user={user} />;
}

function AvatarFields({ user }: { user: AvatarSection_UserFragment }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [removeAvatar, { client }] = useRemoveAvatarMutation();
  const { cache } = client;
  const store = useSessionStore();
  const flash = useFlash();

  const clear = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    if (!isAcceptedImage(file)) return setError(PROPERTY_MESSAGES.imageType);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setPicked({ file, url, view: initialView(image.naturalWidth, image.naturalHeight) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setError(PROPERTY_MESSAGES.imageUnreadable);
    };
    image.src = url;
  };

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    setError(undefined);
    try {
      const avatar = await uploadAvatar(user.id, picked.file, cropOf(picked.view), store.token());
      cache.modify({
        id: cache.identify({ __typename: 'User', id: user.id }),
        fields: { avatarImage: () => ({ __typename: 'ImageSizes', ...avatar }) },
      });
      clear();
      flash.show('Avatar saved');
    } catch (failure) {
      if (failure instanceof UploadError && failure.status === 401) store.logout();
      setError(failure instanceof UploadError ? failure.message : MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await removeAvatar();
      flash.show('Avatar removed');
    } catch {
      setError(MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  const avatarUrl = user.avatarImage?.squareSmallUrl ?? undefined;
  const hasAvatar = Boolean(avatarUrl);
  return (
    <Stack gap="4">
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={pick} data-testid="avatar-file" />
      {picked ? (
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            Drag the photo or use the arrow keys to place your face in the circle; zoom with the slider.
          </Text>
          <AvatarCropper src={picked.url} view={picked.view} onChange={(view) => setPicked({ ...picked, view })} />
          <HStack gap="3">
            <Button colorPalette="brand" loading={busy} onClick={() => void save()}>
              Save avatar
            </Button>
            <Button variant="ghost" disabled={busy} onClick={clear}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="5" flexWrap="wrap">
          {/* Not Chakra's Avatar: in this lazy chunk it reshuffled the first screen's shared chunks (+1 kB). */}
          {avatarUrl ? (
            <Box asChild boxSize="16" rounded="full" objectFit="cover" flexShrink={0}>
              <img src={avatarUrl} alt="Your avatar" />
            </Box>
          ) : (
            <Center boxSize="16" rounded="full" bg="brand.subtle" color="brand.fg" fontWeight="semibold" flexShrink={0}>
              {initials(user.fullName)}
            </Center>
          )}
          <HStack gap="3">
            <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {hasAvatar ? 'Change photo' : 'Upload a photo'}
            </Button>
            {hasAvatar && (
              <Button variant="ghost" colorPalette="red" loading={busy} onClick={() => void remove()}>
                Remove
              </Button>
            )}
          </HStack>
        </HStack>
      )}
      <FormError>{error}</FormError>
    </Stack>
  );
}
