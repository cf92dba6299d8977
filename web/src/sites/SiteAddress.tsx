import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { CopyableCode } from '../components/CopyText/CopyableCode';
import { ExternalLinkIcon } from '../components/Icons/icons';

/** The site's shareable address with Copy and Open; without clipboard access the address is selected to copy. */
export function SiteAddress({ address }: { address: string }) {
  return (
    <Stack gap="2" role="group" aria-labelledby="site-address-label">
      <Text id="site-address-label" fontWeight="medium">
        Your site’s address
      </Text>
      <CopyableCode value={address} copyLabel="Copy address" testId="site-address">
        <Button asChild variant="outline" flexShrink={0}>
          <Link href={address} target="_blank" rel="noopener">
            <ExternalLinkIcon /> Open
          </Link>
        </Button>
      </CopyableCode>
    </Stack>
  );
}
