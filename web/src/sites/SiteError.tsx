import { Stack, Text } from '@chakra-ui/react';
import { SITE_MESSAGES } from '@portal/schema';
import { hasErrorCode } from '../apollo/errors';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';

/** A site or listing that is not there (unknown address, closed or archived listing), else the usual read error. */
export function SiteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (hasErrorCode(error, 'NOT_FOUND')) {
    return (
      <Stack role="alert" py="10" textAlign="center">
        <Text fontSize="lg">{SITE_MESSAGES.siteNotFound}</Text>
      </Stack>
    );
  }
  return <QueryErrorView error={error} onRetry={onRetry} />;
}
