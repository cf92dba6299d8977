import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/services/guest`. */
export function GuestServicesPage() {
  return <PendingPage title={PAGES.guestServices.title} text={PAGES.guestServices.pending} />;
}
