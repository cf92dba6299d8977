import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RemoveBedroomDocument,
  SaveAmenitiesDocument,
  SaveBedroomDocument,
  UpdatePropertyDetailsDocument,
  type PropertyDetailsSection_PropertyFragment,
} from '../../__generated__/graphql';
import { mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult, property } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render';
import { PROPERTY_DETAILS_FIELDS } from './PropertyDetailsForm';
import { PropertyDetailsSection } from './PropertyDetailsSection';

type Fragment = PropertyDetailsSection_PropertyFragment;
const bedroom = (id: string, doubleBeds: number, singleBeds: number) => ({
  __typename: 'Bedroom' as const,
  id,
  doubleBeds,
  singleBeds,
});

function renderSection(overrides: Record<string, unknown> = {}, mocks: MockLink.MockedResponse[] = []) {
  const data = property(overrides) as unknown as Fragment;
  return renderWithProviders(<PropertyDetailsSection property={data} />, { mocks });
}

/** A save without edits sends the fixture's details back as they are. */
const SAVED_INPUT = Object.fromEntries(PROPERTY_DETAILS_FIELDS.map((key) => [key, property()[key]]));

const form = () => screen.getByRole('form', { name: 'Property details' });
const field = (label: RegExp | string) => within(form()).getByLabelText(label);

describe('Property Details form', { timeout: 20_000 }, () => {
  it('shows the required messages of spec §5 at their fields', async () => {
    const { user } = renderSection({ description: null, type: null, floor: null, space: null, licenceNumber: null });
    await user.clear(field(/^Name/));
    await user.click(within(form()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(errorOf(field(/^Name/))).toBe(MESSAGES.required));
    expect(errorOf(field(/^Description/))).toBe(MESSAGES.required);
    expect(errorOf(field(/^Type/))).toBe(MESSAGES.required);
    expect(errorOf(field(/^Floor/))).toBe(MESSAGES.required);
    expect(errorOf(field(/^Space/))).toBe(MESSAGES.required);
    expect(errorOf(field(/^Licence number/))).toBe(MESSAGES.required);
    expect(errorOf(field(/^Bathrooms/))).toBe('');

    // A licence-exempt property needs no licence number.
    await user.click(within(form()).getByText('The property is exempt from short-term rental licensing'));
    await waitFor(() => expect(errorOf(field(/^Licence number/))).toBe(''));
  });

  it('labels the description with its 500-word maximum and counts words as they are typed', async () => {
    const { user } = renderSection({ description: null });
    const description = field('Description (maximum 500 words)');
    expect(within(form()).getByText('0 / 500 words')).toBeTruthy();
    await user.type(description, 'Three little words');
    expect(within(form()).getByText('3 / 500 words')).toBeTruthy();
    await user.clear(description);
    await user.click(description);
    await user.paste(Array.from({ length: 501 }, () => 'word').join(' '));
    expect(within(form()).getByText('501 / 500 words')).toBeTruthy();
    await user.click(within(form()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(errorOf(description)).toBe(PROPERTY_MESSAGES.descriptionTooLong));
  });

  it('offers the property types, the floor hint and the spaces', () => {
    renderSection();
    const type = field(/^Type/) as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => o.value)).toContain('Cottage');
    expect(type.value).toBe('Cottage');
    expect(within(form()).getByText('1 for whole house, negative below ground')).toBeTruthy();
  });

  it("saves, then says 'Changes saved'", async () => {
    const { user } = renderSection({}, [
      mockOf(
        UpdatePropertyDetailsDocument,
        { id: '7', input: { ...SAVED_INPUT, floor: -1 } },
        { updatePropertyDetails: property({ floor: -1 }) },
      ),
    ]);
    await user.clear(field(/^Floor/));
    await user.type(field(/^Floor/), '-1');
    await user.click(within(form()).getByRole('button', { name: 'Save details' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });

  it("puts the server's violations on the fields they name, and the rest above the form", async () => {
    const { user } = renderSection({}, [
      {
        request: { query: UpdatePropertyDetailsDocument, variables: { id: '7', input: SAVED_INPUT } },
        result: graphQLErrorResult('updatePropertyDetails', 'BAD_USER_INPUT', [
          { propertyPath: 'licenceNumber', message: 'This licence number is not valid' },
          { propertyPath: 'type', message: PROPERTY_MESSAGES.notInList },
          { propertyPath: 'owner', message: 'Something about the owner' },
        ]),
      },
    ]);
    await user.click(within(form()).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(errorOf(field(/^Licence number/))).toBe('This licence number is not valid'));
    expect(errorOf(field(/^Type/))).toBe(PROPERTY_MESSAGES.notInList);
    expect(within(form()).getByRole('alert').textContent).toContain('Something about the owner');
    // The server's error stays until the field is edited.
    await user.type(field(/^Licence number/), '4');
    await waitFor(() => expect(errorOf(field(/^Licence number/))).toBe(''));
  });
});

describe('Bedrooms', { timeout: 20_000 }, () => {
  it('adds a bedroom with its beds', async () => {
    const saved = property({ bedrooms: [bedroom('b1', 1, 2)] });
    const { user } = renderSection({}, [
      mockOf(
        SaveBedroomDocument,
        { input: { propertyId: '7', doubleBeds: 1, singleBeds: 2 } },
        { saveBedroom: { ...bedroom('b1', 1, 2), property: saved } },
      ),
    ]);
    expect(screen.getByText('No bedrooms yet. Add one for each bedroom guests can use.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add bedroom' }));
    const row = screen.getByRole('form', { name: 'Bedroom 1' });
    await user.clear(within(row).getByLabelText('Single beds'));
    await user.type(within(row).getByLabelText('Single beds'), '2');
    await user.click(within(row).getByRole('button', { name: 'Add' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });

  it('checks the bed counts', async () => {
    const { user } = renderSection({ bedrooms: [bedroom('b1', 1, 0)] });
    const row = screen.getByRole('form', { name: 'Bedroom 1' });
    await user.clear(within(row).getByLabelText('Double beds'));
    await user.type(within(row).getByLabelText('Double beds'), '25');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf(within(row).getByLabelText('Double beds'))).toBe('Must be a whole number between 0 and 20'),
    );
  });

  it('removes a bedroom', async () => {
    const { user } = renderSection({ bedrooms: [bedroom('b1', 1, 0), bedroom('b2', 0, 2)] }, [
      mockOf(
        RemoveBedroomDocument,
        { id: 'b1' },
        { removeBedroom: { removedId: 'b1', property: property({ bedrooms: [bedroom('b2', 0, 2)] }) } },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove bedroom 1' }));
    expect(await flashed('Bedroom removed')).toBeTruthy();
  });
});

describe('Amenities', { timeout: 20_000 }, () => {
  it('saves the checked amenities, tv and bbq among them', async () => {
    const flags = (on: string[]) =>
      Object.fromEntries(
        [
          'wifi',
          'tv',
          'kitchen',
          'washer',
          'dryer',
          'dishwasher',
          'oven',
          'microwave',
          'fridge',
          'freezer',
          'coffeeMaker',
          'kettle',
          'toaster',
          'heating',
          'airConditioning',
          'fireplace',
          'iron',
          'hairDryer',
          'essentials',
          'workspace',
          'parking',
          'evCharger',
          'elevator',
          'pool',
          'hotTub',
          'gym',
          'bbq',
          'garden',
          'balcony',
          'cot',
          'highChair',
          'petsAllowed',
          'wheelchairAccessible',
          'smokeAlarm',
          'carbonMonoxideAlarm',
          'firstAidKit',
          'fireExtinguisher',
        ].map((key) => [key, on.includes(key)]),
      );
    const { user } = renderSection({}, [
      mockOf(
        SaveAmenitiesDocument,
        { propertyId: '7', input: flags(['tv', 'bbq']) },
        {
          saveAmenities: {
            __typename: 'PropertyAmenities',
            id: 'a1',
            ...flags(['tv', 'bbq']),
            property: property({ amenities: { __typename: 'PropertyAmenities', id: 'a1' } }),
          },
        },
      ),
    ]);
    const amenities = screen.getByRole('form', { name: 'Amenities' });
    await user.click(within(amenities).getByText('TV'));
    await user.click(within(amenities).getByText('BBQ'));
    expect(within(amenities).getByText('2 of 37 selected')).toBeTruthy();
    await user.click(within(amenities).getByRole('button', { name: 'Save amenities' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });
});
