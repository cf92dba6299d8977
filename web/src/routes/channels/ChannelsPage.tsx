import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/channels`. */
export function ChannelsPage() {
  return <PendingPage title={PAGES.channels.title} text={PAGES.channels.pending} />;
}
