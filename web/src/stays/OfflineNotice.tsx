import { Alert } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { STAY } from './copy';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Offline, the stay comes from the copy kept on the phone: say so, so nothing looks live that is not. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>{STAY.offline}</Alert.Title>
    </Alert.Root>
  );
}
