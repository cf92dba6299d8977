import { useParams } from 'react-router-dom';
import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/**
 * `/properties/{propertyId}/home-guide` and `/local-guide`, with `/add/{type}` and `/{id}`: the overview, add,
 * and edit or delete of a guide entry.
 */
export function GuidePage({ guide, screen }: { guide: 'home' | 'local'; screen: 'overview' | 'add' | 'edit' }) {
  const { type } = useParams();
  const page = guide === 'home' ? PAGES.homeGuide : PAGES.localGuide;
  const title = screen === 'add' ? `Add to ${page.title}` : screen === 'edit' ? `Edit ${page.title} entry` : page.title;
  return (
    <PendingPage
      title={title}
      description={screen === 'add' && type ? `Type: ${type}` : undefined}
      text={page.pending}
    />
  );
}
