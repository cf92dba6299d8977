import { useParams } from 'react-router-dom';
import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/search/{query}`. */
export function SearchPage() {
  const query = useParams().query ?? '';
  return (
    <PendingPage title={PAGES.search.title} description={`Results for “${query}”`} text={PAGES.search.pending(query)} />
  );
}
