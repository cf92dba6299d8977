import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/analytics`. */
export function AnalyticsPage() {
  return <PendingPage title={PAGES.analytics.title} text={PAGES.analytics.pending} />;
}
