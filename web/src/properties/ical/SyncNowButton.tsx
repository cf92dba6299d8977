import { Button } from '@chakra-ui/react';

interface SyncNowButtonProps {
  /** The channel of the link ('Airbnb'), for screen readers. */
  providerName: string;
  syncNow: () => void;
  syncing: boolean;
}

/** 'Sync now' of one iCal link (from useSyncIcalLink), busy while the sync runs. */
export function SyncNowButton({ providerName, syncNow, syncing }: SyncNowButtonProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={syncNow}
      loading={syncing}
      loadingText="Syncing…"
      aria-label={`Sync the ${providerName} link now`}
    >
      Sync now
    </Button>
  );
}
