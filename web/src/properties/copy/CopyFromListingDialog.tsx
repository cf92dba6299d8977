import { Alert, Button, Center, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import * as yup from 'yup';
import { useCopySourceListingsQuery, type CopySourceListingsQuery } from '../../__generated__/graphql';
import { Dialog } from '../../components/Dialog/Dialog';
import { CopyIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../listings-copy';
import { FormActions } from '../../forms/FormActions';
import { SelectField, type SelectOption } from '../../forms/SelectField';
import type { SubmitErrorOptions } from '../../forms/submitErrors';
import { SchemaForm } from '../../forms/SchemaForm';
import { useSubmitHandler } from '../../forms/useSubmitHandler';

/** Spec §5 Copy dialogs: a listing must be selected. */
export const copySourceSchema = yup.object({ sourceId: yup.string().trim().required(MESSAGES.selectListing) });
export type CopySourceValues = yup.InferType<typeof copySourceSchema>;

export interface CopyTexts {
  title: string;
  warning: string;
  confirm: string;
  /** The flash once copied, naming the source listing. */
  copied: (sourceName: string) => string;
}

type SourceListing = CopySourceListingsQuery['properties'][number];

export interface CopyFromListingProps {
  texts: CopyTexts;
  targetId: string;
  copy: (sourceId: string, targetId: string) => Promise<unknown>;
  /** Where the API's violations land: `source` (and `target`) on the select. */
  rename: SubmitErrorOptions['rename'];
  optionLabel?: (listing: SourceListing) => string;
}

/** 'Copy from another listing' and its dialog: pick one of the host's other listings, confirm (spec §2, §5, §8). */
export function CopyFromListingDialog(props: CopyFromListingProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={props.texts.title}
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
      {open && <CopyBody {...props} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function CopyBody({
  texts,
  targetId,
  copy,
  rename,
  optionLabel = (listing) => listing.name,
  onDone,
}: CopyFromListingProps & { onDone: () => void }) {
  const { data, loading, error } = useCopySourceListingsQuery();
  const listings = data?.properties.filter((listing) => listing.id !== targetId) ?? [];
  const nameOf = (id: string) => listings.find((listing) => listing.id === id)?.name ?? 'another listing';
  const submit = useSubmitHandler(
    async ({ sourceId }: CopySourceValues) => {
      await copy(sourceId, targetId);
      onDone();
    },
    { fields: ['sourceId'], rename, flashMessage: ({ sourceId }) => texts.copied(nameOf(sourceId)) },
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
  const options = listings.map((listing) => ({ value: listing.id, label: optionLabel(listing) }));
  return <CopyForm texts={texts} options={options} onSubmit={submit} onCancel={onDone} />;
}

interface CopyFormProps {
  texts: Pick<CopyTexts, 'title' | 'warning' | 'confirm'>;
  options: readonly SelectOption[];
  onSubmit: (values: CopySourceValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** The listing select and the warning. Presentational. */
export function CopyForm({ texts, options, onSubmit, onCancel }: CopyFormProps) {
  return (
    <SchemaForm schema={copySourceSchema} onSubmit={onSubmit} label={texts.title}>
      {({ submitting }) => (
        <>
          <SelectField name="sourceId" label="Copy from" placeholder="Select a listing" options={options} />
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{texts.warning}</Alert.Description>
          </Alert.Root>
          <FormActions submitting={submitting} loadingText="Copying…" onCancel={onCancel}>
            {texts.confirm}
          </FormActions>
        </>
      )}
    </SchemaForm>
  );
}
