import { Alert, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import {
  PropertyPageDocument,
  useCopyBookingSettingsMutation,
  useCopyPricingSettingsMutation,
  useCopySourceListingsQuery,
} from '../../__generated__/graphql';
import { Dialog } from '../../components/Dialog/Dialog';
import { CopyIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../../copy';
import { FormError } from '../../forms/FormError';
import { SelectField, type SelectOption } from '../../forms/SelectField';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { validateWithYup } from '../../forms/validateWithYup';

export type CopyKind = 'booking' | 'pricing';

/** Spec §5 Copy dialogs: a listing must be selected. */
export const copySourceSchema = yup.object({ sourceId: yup.string().trim().required(MESSAGES.selectListing) });
export type CopySourceValues = yup.InferType<typeof copySourceSchema>;
const validate = validateWithYup<CopySourceValues>(copySourceSchema);

const TEXTS: Record<CopyKind, { title: string; warning: string }> = {
  booking: { title: LISTINGS.copyBookingTitle, warning: LISTINGS.copyBookingWarning },
  pricing: { title: LISTINGS.copyPricingTitle, warning: LISTINGS.copyPricingWarning },
};

/**
 * Copies booking settings or pricing from another of the caller's listings. The copy overwrites the target, so
 * the whole page query is fetched again afterwards (spec §7: the page reloads after).
 */
export function useCopySettings(kind: CopyKind) {
  const options = { refetchQueries: [PropertyPageDocument], awaitRefetchQueries: true };
  const [copyBooking] = useCopyBookingSettingsMutation(options);
  const [copyPricing] = useCopyPricingSettingsMutation(options);
  return async (sourceId: string, targetId: string) => {
    const variables = { sourceId, targetId };
    await (kind === 'booking' ? copyBooking({ variables }) : copyPricing({ variables }));
  };
}

/** 'Copy from another listing' and its dialog (spec §2 panels, §5, §8). */
export function CopySettingsDialog({ kind, property }: { kind: CopyKind; property: { id: string } }) {
  const [open, setOpen] = useState(false);
  const texts = TEXTS[kind];
  return (
    <Dialog
      title={texts.title}
      size="md"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="outline" size="sm">
          <CopyIcon /> Copy from another listing
        </Button>
      }
    >
      {open && <CopySettingsBody kind={kind} targetId={property.id} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function CopySettingsBody({ kind, targetId, onDone }: { kind: CopyKind; targetId: string; onDone: () => void }) {
  const { data, loading, error } = useCopySourceListingsQuery();
  const copySettings = useCopySettings(kind);
  const listings = data?.properties.filter((listing) => listing.id !== targetId) ?? [];
  const nameOf = (id: string) => listings.find((listing) => listing.id === id)?.name ?? 'another listing';
  const submit = useSubmitHandler(
    async ({ sourceId }: CopySourceValues) => {
      await copySettings(sourceId, targetId);
      onDone();
    },
    {
      fields: ['sourceId'],
      rename: { source: 'sourceId' },
      flashMessage: ({ sourceId }) => LISTINGS.copied(kind, nameOf(sourceId)),
    },
  );

  if (loading && !data) {
    return (
      <Center py="8" role="status" aria-label="Loading listings">
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (error && !data) {
    return (
      <Text role="alert" color="fg.error" fontWeight="medium">
        {LISTINGS.copyListError}
      </Text>
    );
  }
  if (listings.length === 0) return <Text color="fg.muted">{LISTINGS.noOtherListings}</Text>;

  const options: SelectOption[] = listings.map((listing) => ({
    value: listing.id,
    label: listing.isArchived ? `${listing.name} (archived)` : listing.name,
  }));
  return <CopyForm kind={kind} options={options} onSubmit={submit} onCancel={onDone} />;
}

interface CopyFormProps {
  kind: CopyKind;
  options: readonly SelectOption[];
  onSubmit: (values: CopySourceValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** The listing select and the overwrite warning. Presentational. */
export function CopyForm({ kind, options, onSubmit, onCancel }: CopyFormProps) {
  return (
    <Form<CopySourceValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label={TEXTS[kind].title}>
            <FormError>{submitError as string | undefined}</FormError>
            <SelectField name="sourceId" label="Copy from" placeholder="Select a listing" options={options} />
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>{TEXTS[kind].warning}</Alert.Description>
            </Alert.Root>
            <HStack justify="flex-end" gap="3">
              <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Copying…">
                Copy and overwrite
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}
