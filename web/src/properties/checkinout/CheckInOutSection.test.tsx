import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckInOutSection_PropertyFragmentDoc,
  UpdateCheckInOutDocument,
  type CheckInOutInput,
  type CheckInOutSection_PropertyFragment,
} from '../../__generated__/graphql';
import { SIGNED_IN } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { COMPLETENESS, errorOf, FromCache } from '../pricing/sectionHarness';
import { FakeXhr } from '../photos/fakeXhr.testing';
import { CheckInOutSection } from './CheckInOutSection';
import { DEFAULT_TIMES } from './checkInOutForm';

type Property = CheckInOutSection_PropertyFragment;

function property(overrides: Partial<Property> = {}): Property {
  return {
    __typename: 'Property',
    id: '7',
    arriveAfter: '16:00',
    arriveBefore: '21:30',
    departBefore: '10:00',
    checkInYoutubeId: null,
    checkOutYoutubeId: null,
    checkInStep1Description: 'The key safe is left of the front door; the code is in your booking message.',
    checkInStep1Image: '/images/40',
    checkInStep1ImageUrl: '/api/uploads/images/40/medium.jpg',
    checkInStep2Description: null,
    checkInStep2Image: null,
    checkInStep2ImageUrl: null,
    checkInStep3Description: null,
    checkInStep3Image: null,
    checkInStep3ImageUrl: null,
    checkOutStep1Description: 'Leave the keys in the key safe.',
    checkOutStep1Image: null,
    checkOutStep1ImageUrl: null,
    checkOutStep2Description: null,
    checkOutStep2Image: null,
    checkOutStep2ImageUrl: null,
    checkOutStep3Description: null,
    checkOutStep3Image: null,
    checkOutStep3ImageUrl: null,
    ...overrides,
  };
}

function renderGuides(data: Property, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <FromCache fragment={CheckInOutSection_PropertyFragmentDoc} fragmentName="CheckInOutSection_property" data={data}>
      {(value) => <CheckInOutSection property={value} />}
    </FromCache>,
    { mocks, user: SIGNED_IN },
  );
}

function updateMock(calls: CheckInOutInput[], answer: (input: CheckInOutInput) => Property): MockLink.MockedResponse {
  return {
    request: { query: UpdateCheckInOutDocument, variables: () => true },
    result: (variables) => {
      const { input } = variables as { input: CheckInOutInput };
      calls.push(input);
      return {
        data: { __typename: 'Mutation', updateCheckInOut: { ...answer(input), completeness: COMPLETENESS } },
      };
    },
  };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save guides' });

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckInOutSection', () => {
  it("refuses a time that is not 24-hour HH:MM with the spec's message", async () => {
    const { user } = renderGuides(property());
    const after = field(/Arrive after/);
    await user.clear(after);
    await user.type(after, '4pm');
    await user.click(save());
    await waitFor(() => expect(errorOf(after)).toBe('Please use 24-hour format HH:MM (e.g. 12:30)'));
    await user.clear(after);
    await user.type(after, '24:00');
    await waitFor(() => expect(errorOf(after)).toBe(MESSAGES.timeFormat));
    await user.clear(after);
    await user.type(after, '09:45');
    await waitFor(() => expect(errorOf(after)).toBe(''));
  });

  it('requires arrive after, arrive before, depart before and the first check-in step', async () => {
    const { user } = renderGuides(property({ checkInStep1Description: null }));
    await user.clear(field(/Arrive before/));
    await user.clear(field(/Depart before/));
    await user.click(save());
    await waitFor(() => expect(errorOf(field(/Arrive before/))).toBe(MESSAGES.required));
    expect(errorOf(field(/Depart before/))).toBe(MESSAGES.required);
    expect(errorOf(field(/Check-in step 1 description/))).toBe(MESSAGES.required);
    expect(errorOf(field(/Check-out step 1 description/))).toBe('');
  });

  it('offers the default times when the listing has none', () => {
    renderGuides(property({ arriveAfter: null, arriveBefore: null, departBefore: null }));
    expect(field(/Arrive after/).value).toBe(DEFAULT_TIMES.arriveAfter);
    expect(field(/Arrive before/).value).toBe(DEFAULT_TIMES.arriveBefore);
    expect(field(/Depart before/).value).toBe(DEFAULT_TIMES.departBefore);
  });

  it('reads the video id from a YouTube link, shows it with a watch link, and sends the id', async () => {
    const calls: CheckInOutInput[] = [];
    const { user } = renderGuides(property(), [updateMock(calls, () => property({ checkInYoutubeId: 'dQw4w9WgXcQ' }))]);
    const video = field('Check-in video');
    await user.type(video, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(screen.getByTestId('checkInYoutubeId-id').textContent).toBe('dQw4w9WgXcQ');
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await user.click(save());
    expect(await screen.findByText(MESSAGES.changesSaved)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      arriveAfter: '16:00',
      arriveBefore: '21:30',
      departBefore: '10:00',
      checkInYoutubeId: 'dQw4w9WgXcQ',
      checkOutYoutubeId: null,
      checkInStep1Image: '/images/40',
      checkInStep2Description: null,
    });
  });

  it('accepts an 11-character id as it is, and refuses what is neither', async () => {
    const { user } = renderGuides(property());
    const video = field('Check-out video');
    await user.type(video, 'https://www.youtube.com/watch?v=abc');
    await user.click(save());
    await waitFor(() => expect(errorOf(video)).toBe(PROPERTY_MESSAGES.youtube));
    await user.clear(video);
    await user.type(video, 'aBc_12-XyZ9');
    await waitFor(() => expect(errorOf(video)).toBe(''));
    expect(screen.getByTestId('checkOutYoutubeId-id').textContent).toBe('aBc_12-XyZ9');
  });

  it("keeps a step image's field invalid with 'Image is still uploading' until its upload is done", async () => {
    const calls: CheckInOutInput[] = [];
    const { user } = renderGuides(property(), [
      updateMock(calls, (input) =>
        property({
          checkInStep2Image: input.checkInStep2Image ?? null,
          checkInStep2ImageUrl: '/api/uploads/images/70/medium.jpg',
        }),
      ),
    ]);
    fireEvent.change(screen.getByLabelText('Upload Check-in step 2 image'), {
      target: { files: [new File(['jpg'], 'hallway.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText(MESSAGES.imageUploading)).toBeTruthy();
    const request = FakeXhr.requests[0] as FakeXhr;
    expect(request.url).toBe('/api/images');
    await user.click(save());
    expect(screen.getByText(MESSAGES.imageUploading)).toBeTruthy();
    expect(calls).toHaveLength(0);

    act(() => request.respond(201, { '@id': '/images/70', id: 70, mediumUrl: '/api/uploads/images/70/medium.jpg' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.imageUploading)).toBeNull());
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ checkInStep1Image: '/images/40', checkInStep2Image: '/images/70' });
  });

  it("shows 'Your storage is full' at the step image when the API refuses the upload over the quota", async () => {
    const calls: CheckInOutInput[] = [];
    const { user } = renderGuides(property(), [updateMock(calls, () => property())]);
    fireEvent.change(screen.getByLabelText('Upload Check-in step 2 image'), {
      target: { files: [new File(['jpg'], 'hallway.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText(MESSAGES.imageUploading)).toBeTruthy();
    act(() =>
      (FakeXhr.requests[0] as FakeXhr).respond(422, {
        '@type': 'ConstraintViolationList',
        violations: [{ propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull }],
      }),
    );
    expect(await screen.findByText(PROPERTY_MESSAGES.storageFull)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.imageUploading)).toBeNull();
    // The refused file is not kept: saving sends the step without it.
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.checkInStep2Image ?? null).toBeNull();
  });

  it('refuses a step image that is not a JPG or PNG', () => {
    renderGuides(property());
    fireEvent.change(screen.getByLabelText('Upload Check-out step 1 image'), {
      target: { files: [new File(['gif'], 'map.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByText(PROPERTY_MESSAGES.imageType)).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('removes a step image (null clears it)', async () => {
    const calls: CheckInOutInput[] = [];
    const { user } = renderGuides(property(), [
      updateMock(calls, () => property({ checkInStep1Image: null, checkInStep1ImageUrl: null })),
    ]);
    expect((screen.getByRole('img', { name: 'Check-in step 1 image' }) as HTMLImageElement).src).toContain(
      '/images/40/',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.checkInStep1Image).toBeNull();
  });
});
