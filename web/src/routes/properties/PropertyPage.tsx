import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/properties/{id}` (hashes #pricing and #import open those sections). */
export function PropertyPage() {
  return <PendingPage title={PAGES.property.title} text={PAGES.property.pending} />;
}
