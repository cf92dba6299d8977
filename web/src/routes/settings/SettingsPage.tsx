import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/settings` (#subscription opens the subscription section). */
export function SettingsPage() {
  return <PendingPage title={PAGES.settings.title} text={PAGES.settings.pending} />;
}
