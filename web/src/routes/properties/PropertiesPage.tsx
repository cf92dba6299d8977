import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/properties` (table) and `/properties/list` (tiles). */
export function PropertiesPage({ view }: { view: 'table' | 'tiles' }) {
  return (
    <PendingPage
      title={PAGES.listings.title}
      description={view === 'tiles' ? 'Tiles view' : undefined}
      text={PAGES.listings.pending}
    />
  );
}
