import { Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { hasErrorCode } from '../apollo/errors';
import { EmptyPanel } from '../components/EmptyPanel/EmptyPanel';

/** Another user's listing or entry, or an id that is none: the same 'not found'. */
export const isNotFound = (error: unknown) =>
  hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'FORBIDDEN') || hasErrorCode(error, 'BAD_USER_INPUT');

export function GuideSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" role="status" aria-label={label}>
      {[0, 1].map((section) => (
        <Stack key={section} gap="3">
          <Skeleton h="6" w="40" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <Skeleton h="28" />
            <Skeleton h="28" />
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** A listing or entry that is not there, with the way back. */
export function GuideNotFound({ title, body, back, to }: { title: string; body: string; back: string; to: string }) {
  return <EmptyPanel title={title} body={body} titleAs="h2" link={{ to, label: back }} />;
}

/** The listing of a guide's page is not there (or not the host's). */
export function GuideListingNotFound() {
  return (
    <GuideNotFound
      title="Listing not found"
      body="This listing does not exist, or it is not yours."
      back="Back to your listings"
      to="/properties"
    />
  );
}
