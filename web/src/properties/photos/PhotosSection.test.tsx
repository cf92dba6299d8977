import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PhotosSection_PropertyFragmentDoc,
  RemovePropertyImageDocument,
  ReorderPropertyImagesDocument,
  UpdatePropertyImageDocument,
  UploadedPropertyImageDocument,
  type PhotoTile_ImageFragment,
  type PhotosSection_PropertyFragment,
  type PropertyPhotoType,
} from '../../__generated__/graphql';
import { JWT, SIGNED_IN } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { COMPLETENESS, FromCache, removalResult } from '../pricing/sectionHarness';
import { FakeXhr } from './fakeXhr.testing';
import { PhotosSection } from './PhotosSection';
import { photoStatus } from './photoRules';

function photo(id: string, position: number, type: PropertyPhotoType | null, caption: string | null = null) {
  return {
    __typename: 'PropertyImage' as const,
    id,
    propertyPhotoType: type,
    caption,
    position,
    sizes: {
      __typename: 'ImageSizes' as const,
      squareSmallUrl: `/api/uploads/images/${id}/square-small.jpg`,
      mediumUrl: `/api/uploads/images/${id}/medium.jpg`,
    },
  } satisfies PhotoTile_ImageFragment;
}

/** The Main photo badge (the room type options say it too). */
const BADGE = { selector: 'span' };

const PHOTOS = [photo('51', 0, 'main', 'Sea view'), photo('52', 1, 'kitchen'), photo('53', 2, null)];

function listing(images: PhotoTile_ImageFragment[] = PHOTOS): PhotosSection_PropertyFragment {
  return { __typename: 'Property', id: '7', iri: '/properties/7', images };
}

function renderPhotos(data = listing(), mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <FromCache fragment={PhotosSection_PropertyFragmentDoc} fragmentName="PhotosSection_property" data={data}>
      {(value) => <PhotosSection property={value} />}
    </FromCache>,
    { mocks, user: SIGNED_IN },
  );
}

const dropFiles = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files, types: ['Files'] } });

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('photo rules', () => {
  it('counts towards the minimum and names what is missing', () => {
    expect(photoStatus(PHOTOS)).toMatchObject({
      counter: '3 of 10 photos',
      missing: ['Add 7 more photos (at least 10).', 'Pick a room type for 1 photo.'],
    });
    const ten = Array.from({ length: 10 }, (_, i) => photo(String(i), i, i === 0 ? 'main' : 'bedroom'));
    expect(photoStatus(ten)).toMatchObject({ counter: '10 photos', missing: [] });
    expect(photoStatus(ten.map((p) => ({ ...p, propertyPhotoType: 'bedroom' as const }))).missing).toEqual([
      'Choose a main photo: set one photo’s room type to Main photo.',
    ]);
  });
});

describe('PhotosSection', () => {
  it('shows the counter, what is missing and the photos in order, with the main one marked', () => {
    renderPhotos(listing([photo('52', 0, 'kitchen'), photo('53', 1, null)]));
    expect(screen.getByTestId('photo-counter').textContent).toBe('2 of 10 photos');
    expect(screen.getByText('Add 8 more photos (at least 10).')).toBeTruthy();
    expect(screen.getByText('Choose a main photo: set one photo’s room type to Main photo.')).toBeTruthy();
    expect(screen.getByText('Pick a room type for 1 photo.')).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Photo 2' });
    expect(within(second).getByText(MESSAGES.required)).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Photo 1' }) as HTMLImageElement).src).toContain('/images/52/medium.jpg');
  });

  it('refuses a file that is not a JPG or PNG, and uploads nothing', () => {
    renderPhotos();
    dropFiles([new File(['%PDF'], 'house-rules.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toContain(`house-rules.pdf: ${PROPERTY_MESSAGES.imageType}`);
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /New photo/ })).toBeNull();
  });

  it("keeps the form invalid with 'Image is still uploading' until the upload is done, then adds the photo", async () => {
    const added = photo('60', 3, 'living_room', 'Lounge');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPhotos(listing(), [
      {
        request: { query: UploadedPropertyImageDocument, variables: { id: '60' } },
        result: {
          data: {
            __typename: 'Query',
            propertyImage: {
              ...added,
              property: {
                __typename: 'Property',
                id: '7',
                images: [...PHOTOS, added],
                completeness: COMPLETENESS,
              },
            },
          },
        },
      },
    ]);
    dropFiles([new File(['png'], 'lounge.png', { type: 'image/png' })]);

    const tile = await screen.findByRole('region', { name: 'New photo lounge.png' });
    expect(FakeXhr.requests).toHaveLength(1);
    const request = FakeXhr.requests[0] as FakeXhr;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/images');
    expect(request.headers.authorization).toBe(`Bearer ${JWT}`);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(tile).getByText(MESSAGES.imageUploading)).toBeTruthy();
    act(() => request.progress(40, 100));
    expect(within(tile).getByText('40%')).toBeTruthy();

    await user.selectOptions(within(tile).getByLabelText(/Room type/), 'living_room');
    await user.type(within(tile).getByLabelText('Caption'), 'Lounge');
    await user.click(screen.getByRole('button', { name: 'Add 1 photo' }));
    expect(within(tile).getByText(MESSAGES.imageUploading)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => request.respond(201, { '@id': '/images/60', id: 60, mediumUrl: '/api/uploads/images/60/medium.jpg' }));
    expect(await within(tile).findByText('Uploaded')).toBeTruthy();
    expect(within(tile).queryByText(MESSAGES.imageUploading)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(screen.getByTestId('photo-counter').textContent).toBe('4 of 10 photos'));
    expect(fetchMock).toHaveBeenCalledWith('/api/images/60', expect.objectContaining({ method: 'PUT' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      property: '/properties/7',
      propertyPhotoType: 'living room',
      caption: 'Lounge',
    });
    expect(screen.queryByRole('region', { name: 'New photo lounge.png' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Photo 4' })).toBeTruthy();
  });

  it.each([
    { refusal: "the API's refusal of an upload", file: 'broken.jpg', message: PROPERTY_MESSAGES.imageUnreadable },
    {
      refusal: "'Your storage is full' for an upload over the quota",
      file: 'terrace.jpg',
      message: PROPERTY_MESSAGES.storageFull,
    },
  ])('shows $refusal on its tile', async ({ file, message }) => {
    renderPhotos();
    dropFiles([new File(['jpg'], file, { type: 'image/jpeg' })]);
    const tile = await screen.findByRole('region', { name: `New photo ${file}` });
    act(() =>
      (FakeXhr.requests[0] as FakeXhr).respond(422, {
        '@type': 'ConstraintViolationList',
        violations: [{ propertyPath: 'file', message }],
      }),
    );
    expect(await within(tile).findByText(message)).toBeTruthy();
  });

  it('saves a room type; choosing Main photo moves the main mark (the server demotes the old one)', async () => {
    const variables: unknown[] = [];
    const { user } = renderPhotos(listing(), [
      {
        request: { query: UpdatePropertyImageDocument, variables: () => true },
        result: (vars) => {
          variables.push(vars);
          const images = [photo('51', 0, 'other', 'Sea view'), photo('52', 1, 'main'), photo('53', 2, null)];
          return {
            data: {
              __typename: 'Mutation',
              updatePropertyImage: {
                ...images[1],
                property: { __typename: 'Property', id: '7', images, completeness: COMPLETENESS },
              },
            },
          };
        },
      },
    ]);
    expect(within(screen.getByRole('region', { name: 'Photo 1' })).getByText('Main photo', BADGE)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Room type of photo 2'), 'main');
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Photo 2' })).getByText('Main photo', BADGE)).toBeTruthy(),
    );
    expect(within(screen.getByRole('region', { name: 'Photo 1' })).queryByText('Main photo', BADGE)).toBeNull();
    expect((screen.getByLabelText('Room type of photo 1') as HTMLSelectElement).value).toBe('other');
    expect(variables).toEqual([{ id: '52', input: { propertyPhotoType: 'main' } }]);
    expect(await screen.findByText(MESSAGES.changesSaved)).toBeTruthy();
  });

  it('moves a photo with the arrow buttons', async () => {
    const { user } = renderPhotos(listing(), [
      {
        request: { query: ReorderPropertyImagesDocument, variables: { propertyId: '7', imageIds: ['52', '51', '53'] } },
        result: {
          data: {
            __typename: 'Mutation',
            reorderPropertyImages: {
              __typename: 'Property',
              id: '7',
              images: [photo('52', 0, 'kitchen'), photo('51', 1, 'main', 'Sea view'), photo('53', 2, null)],
            },
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Photo 2' })).getByText('Main photo', BADGE)).toBeTruthy(),
    );
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a photo after confirmation', async () => {
    const { user } = renderPhotos(listing(), [
      {
        request: { query: RemovePropertyImageDocument, variables: { id: '53' } },
        result: removalResult('removePropertyImage', '53'),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete photo 3' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('photo-counter').textContent).toBe('2 of 10 photos'));
    expect(screen.queryByRole('region', { name: 'Photo 3' })).toBeNull();
  });
});
