import { Button, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { bedroomSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { InferType } from 'yup';
import {
  BedroomRow_BedroomFragmentDoc,
  BedroomsEditor_PropertyFragmentDoc,
  type BedroomRow_BedroomFragment,
  type BedroomsEditor_PropertyFragment,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { PlusIcon, TrashIcon } from '../../components/Icons/icons';
import { useFlash } from '../../components/Flash/useFlash';
import { LISTINGS } from '../listings-copy';
import { FormError } from '../../forms/FormError';
import { TextField } from '../../forms/TextField';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { validateWithYup } from '../../forms/validateWithYup';
import { useRemoveBedroom, useSaveBedroom } from './useDetailsMutations';

/** A bedroom's beds (spec §3 Bedroom: doubleBeds and singleBeds, each 0 by default). */
export const bedroomFormSchema = bedroomSchema.pick(['doubleBeds', 'singleBeds']);
export type BedroomFormValues = InferType<typeof bedroomFormSchema>;
const BEDROOM_FIELDS = ['doubleBeds', 'singleBeds'] as const;
const validate = validateWithYup<BedroomFormValues>(bedroomFormSchema);

/** The listing's bedrooms: edit the beds of each, remove one, or add another. */
export function BedroomsEditor(props: { property: FragmentRef<BedroomsEditor_PropertyFragment> }) {
  const property = useFragmentData(BedroomsEditor_PropertyFragmentDoc, props.property);
  return property && <Bedrooms property={property} />;
}

function Bedrooms({ property }: { property: BedroomsEditor_PropertyFragment }) {
  const [adding, setAdding] = useState(false);
  const saveBedroom = useSaveBedroom();
  const count = property.bedrooms.length;

  const addSubmit = useSubmitHandler(
    async (values: BedroomFormValues) => {
      await saveBedroom({ propertyId: property.id, ...values });
      setAdding(false);
    },
    { fields: BEDROOM_FIELDS },
  );

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0.5">
          <Heading as="h3" size="md">
            Bedrooms
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {count === 0 ? LISTINGS.bedroomsEmpty : `${count} ${count === 1 ? 'bedroom' : 'bedrooms'}`}
          </Text>
        </Stack>
        {!adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <PlusIcon /> Add bedroom
          </Button>
        )}
      </HStack>
      {(count > 0 || adding) && (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
          {property.bedrooms.map((bedroom, index) => (
            <li key={bedroom.id}>
              <BedroomRow bedroom={bedroom} propertyId={property.id} number={index + 1} />
            </li>
          ))}
          {adding && (
            <li>
              <BedroomForm
                label={`Bedroom ${count + 1}`}
                initialValues={{ doubleBeds: 1, singleBeds: 0 }}
                onSubmit={addSubmit}
                submitLabel="Add"
                onCancel={() => setAdding(false)}
              />
            </li>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface BedroomRowProps {
  bedroom: FragmentRef<BedroomRow_BedroomFragment>;
  propertyId: string;
  number: number;
}

function BedroomRow(props: BedroomRowProps) {
  const bedroom = useFragmentData(BedroomRow_BedroomFragmentDoc, props.bedroom);
  return bedroom && <SavedBedroom {...props} bedroom={bedroom} />;
}

function SavedBedroom({
  bedroom,
  propertyId,
  number,
}: Omit<BedroomRowProps, 'bedroom'> & { bedroom: BedroomRow_BedroomFragment }) {
  const saveBedroom = useSaveBedroom();
  const removeBedroom = useRemoveBedroom();
  const flash = useFlash();
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = useSubmitHandler(
    (values: BedroomFormValues) => saveBedroom({ id: bedroom.id, propertyId, ...values }),
    { fields: BEDROOM_FIELDS },
  );
  const remove = async () => {
    setRemoving(true);
    setFailure(null);
    try {
      await removeBedroom(bedroom.id);
      flash.show('Bedroom removed');
    } catch (error) {
      setFailure(error);
      setRemoving(false);
    }
  };
  return (
    <Stack gap="2">
      <BedroomForm
        label={`Bedroom ${number}`}
        initialValues={{ doubleBeds: bedroom.doubleBeds, singleBeds: bedroom.singleBeds }}
        onSubmit={submit}
        submitLabel="Save"
        onRemove={() => void remove()}
        removing={removing}
      />
      <ActionError error={failure} />
    </Stack>
  );
}

interface BedroomFormProps {
  label: string;
  initialValues: BedroomFormValues;
  onSubmit: (values: BedroomFormValues) => Promise<SubmissionErrors | void>;
  submitLabel: string;
  onCancel?: () => void;
  onRemove?: () => void;
  removing?: boolean;
}

/** One bedroom's beds. Presentational: saving and removing are the editor's. */
export function BedroomForm({
  label,
  initialValues,
  onSubmit,
  submitLabel,
  onCancel,
  onRemove,
  removing,
}: BedroomFormProps) {
  return (
    <Form<BedroomFormValues>
      onSubmit={(values) => onSubmit(bedroomFormSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, pristine }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={label}>
          <Stack gap="3" borderWidth="thin" rounded="l2" p="4" bg="bg.subtle">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{label}</Text>
              {onRemove && (
                <IconButton
                  aria-label={`Remove ${label.toLowerCase()}`}
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  loading={removing}
                  onClick={onRemove}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </HStack>
            <FormError>{submitError as string | undefined}</FormError>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end">
              <TextField
                name="doubleBeds"
                label="Double beds"
                type="number"
                inputMode="numeric"
                min={0}
                size="sm"
                bg="bg.panel"
              />
              <TextField
                name="singleBeds"
                label="Single beds"
                type="number"
                inputMode="numeric"
                min={0}
                size="sm"
                bg="bg.panel"
              />
              <HStack gap="2" justify={{ base: 'flex-end', sm: 'flex-start' }}>
                {onCancel && (
                  <Button variant="ghost" size="sm" onClick={onCancel} disabled={submitting}>
                    Cancel
                  </Button>
                )}
                <Button
                  type="submit"
                  size="sm"
                  colorPalette="brand"
                  variant={onCancel ? 'solid' : 'outline'}
                  loading={submitting}
                  disabled={!onCancel && pristine}
                >
                  {submitLabel}
                </Button>
              </HStack>
            </SimpleGrid>
          </Stack>
        </form>
      )}
    />
  );
}
