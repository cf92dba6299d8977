import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { GuideListingNotFound, GuideSkeleton, isNotFound } from './GuideStates';

export type GuideScreen = 'overview' | 'add' | 'edit';

/**
 * A guide's page around its screen (`children`, given the listing and the query's data): the title of the screen, the listing (and the
 * section added to) under it, 'Back' off the overview; the skeleton, the error or 'Listing not found' instead.
 */
export function GuidePage<Data extends { property?: { id: string; name: string } | null }>({
  screen,
  copy,
  loadingLabel,
  guideHref,
  query: { data, loading, error, onRetry },
  section,
  children,
}: {
  screen: GuideScreen;
  copy: { title: string; addTitle: string; editTitle: string; back: string };
  loadingLabel: string;
  guideHref: (propertyId: string) => string;
  query: { data: Data | undefined; loading: boolean; error: unknown; onRetry: () => void };
  /** The section an entry is added to or edited in; on the add screen, none is 'not found'. */
  section: string | null | undefined;
  children: (property: NonNullable<Data['property']>, data: Data) => ReactNode;
}) {
  const property = data?.property;
  const title = screen === 'add' ? copy.addTitle : screen === 'edit' ? copy.editTitle : copy.title;
  const description = property && (section ? `${property.name} · ${section}` : property.name);

  let body;
  if (loading && !property) body = <GuideSkeleton label={loadingLabel} />;
  else if (error && !property && !isNotFound(error)) body = <QueryErrorView error={error} onRetry={onRetry} />;
  else if (!property || (screen === 'add' && !section)) {
    body = <GuideListingNotFound />;
  } else body = data && children(property, data);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          property &&
          screen !== 'overview' && (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={guideHref(property.id)}>{copy.back}</RouterLink>
            </Button>
          )
        }
      />
      {body}
    </>
  );
}
