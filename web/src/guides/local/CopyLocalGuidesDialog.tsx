import { Alert, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useCopyLocalGuidesMutation, useCopySourceListingsQuery } from '../../__generated__/graphql';
import { Dialog } from '../../components/Dialog/Dialog';
import { CopyIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../../copy';
import { FormError } from '../../forms/FormError';
import { SelectField } from '../../forms/SelectField';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { validateWithYup } from '../../forms/validateWithYup';
import { LOCAL_GUIDE } from './copy';

const schema = yup.object({ sourceId: yup.string().trim().required(MESSAGES.selectListing) });
type Values = yup.InferType<typeof schema>;
const validate = validateWithYup<Values>(schema);

/** Copies another listing's local guide onto this one: once only, irreversible (spec §4, §5, §8). */
export function CopyLocalGuidesDialog({ targetId }: { targetId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={LOCAL_GUIDE.copyTitle}
      size="md"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="outline" size="sm">
          <CopyIcon /> {LOCAL_GUIDE.copyTrigger}
        </Button>
      }
    >
      {open && <CopyBody targetId={targetId} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function CopyBody({ targetId, onDone }: { targetId: string; onDone: () => void }) {
  const { data, loading, error } = useCopySourceListingsQuery();
  const [copy] = useCopyLocalGuidesMutation();
  const listings = data?.properties.filter((listing) => listing.id !== targetId) ?? [];
  const nameOf = (id: string) => listings.find((listing) => listing.id === id)?.name ?? 'another listing';
  const submit = useSubmitHandler(
    async ({ sourceId }: Values) => {
      // The answer holds the target's new list: the overview shows it without another request.
      await copy({ variables: { sourceId, targetId } });
      onDone();
    },
    {
      fields: ['sourceId'],
      rename: { source: 'sourceId', target: 'sourceId' },
      flashMessage: ({ sourceId }) => LOCAL_GUIDE.copied(nameOf(sourceId)),
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
  const options = listings.map((listing) => ({ value: listing.id, label: listing.name }));
  return (
    <Form<Values>
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label={LOCAL_GUIDE.copyTitle}>
            <FormError>{submitError as string | undefined}</FormError>
            <SelectField name="sourceId" label="Copy from" placeholder="Select a listing" options={options} />
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>{LOCAL_GUIDE.copyWarning}</Alert.Description>
            </Alert.Root>
            <HStack justify="flex-end" gap="3">
              <Button variant="ghost" onClick={onDone} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Copying…">
                {LOCAL_GUIDE.copyConfirm}
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}
