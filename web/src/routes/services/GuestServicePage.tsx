import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/services/guest/add` and `/services/guest/{id}`. */
export function GuestServicePage({ screen }: { screen: 'add' | 'edit' }) {
  const page = PAGES.guestService;
  return <PendingPage title={screen === 'add' ? page.addTitle : page.editTitle} text={page.pending} />;
}
