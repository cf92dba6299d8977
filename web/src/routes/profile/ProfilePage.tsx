import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/profile`. */
export function ProfilePage() {
  return <PendingPage title={PAGES.profile.title} text={PAGES.profile.pending} />;
}
