import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/properties/{propertyId}/wifi`. */
export function WifiPage() {
  return <PendingPage title={PAGES.wifi.title} text={PAGES.wifi.pending} />;
}
