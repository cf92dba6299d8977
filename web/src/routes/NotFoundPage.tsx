import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { COPY } from '../copy';

/** Any unknown route of the signed-in app, inside the shell. */
export function NotFoundPage() {
  return (
    <Stack gap="2" align="flex-start">
      <PageHeader title={COPY.notFoundTitle} />
      <Text color="fg.muted" mt="-4" mb="4">
        {COPY.notFoundBody}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to the dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
