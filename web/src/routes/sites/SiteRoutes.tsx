import { useRoutes } from 'react-router-dom';
import { lazyComponent } from '../../components/Lazy/lazyComponent';

const SitePage = lazyComponent(() => import('./SitePage'), 'SitePage');
const SiteListingPage = lazyComponent(() => import('./SiteListingPage'), 'SiteListingPage');

/** A host's public booking site, relative to /sites: `/{slug}` and `/{slug}/{listingId}`. */
export function SiteRoutes() {
  return useRoutes([
    { path: ':slug', element: <SitePage /> },
    { path: ':slug/:listingId', element: <SiteListingPage /> },
  ]);
}
