import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/services/host-assist`. */
export function HostAssistPage() {
  return <PendingPage title={PAGES.hostAssist.title} text={PAGES.hostAssist.pending} />;
}
