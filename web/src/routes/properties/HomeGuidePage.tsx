import { Button } from '@chakra-ui/react';
import { HOME_GUIDE_TYPES, type HomeGuideType } from '@portal/schema';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useHomeGuidePageQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { GuideNotFound, GuideSkeleton, isNotFound } from '../../guides/GuideStates';
import { HOME_GUIDE, HOME_GUIDE_SECTIONS, homeGuideHref } from '../../guides/home/copy';
import { HomeGuideEditor } from '../../guides/home/HomeGuideEditor';
import { HomeGuideOverview } from '../../guides/home/HomeGuideOverview';

const isHomeGuideType = (value: string | undefined): value is HomeGuideType =>
  (HOME_GUIDE_TYPES as readonly string[]).includes(value ?? '');

/**
 * `/properties/{propertyId}/home-guide`, `/add/{type}` and `/{id}`: one query (the listing's entries) serves the
 * three screens, so moving between them asks the server nothing.
 */
export function HomeGuidePage({ screen }: { screen: 'overview' | 'add' | 'edit' }) {
  const { propertyId = '', id, type } = useParams();
  const { data, loading, error, refetch } = useHomeGuidePageQuery({ variables: { propertyId } });
  const property = data?.property;
  const title = screen === 'add' ? HOME_GUIDE.addTitle : screen === 'edit' ? HOME_GUIDE.editTitle : HOME_GUIDE.title;
  const section = isHomeGuideType(type) ? HOME_GUIDE_SECTIONS[type] : null;
  const description = property && (section ? `${property.name} · ${section}` : property.name);

  let body;
  if (loading && !property) body = <GuideSkeleton label="Loading home guide" />;
  else if (error && !property && !isNotFound(error)) {
    body = <QueryErrorView error={error} onRetry={() => void refetch()} />;
  } else if (!property || (screen === 'add' && !section)) {
    body = (
      <GuideNotFound
        title="Listing not found"
        body="This listing does not exist, or it is not yours."
        back="Back to your listings"
        to="/properties"
      />
    );
  } else if (screen === 'overview') body = <HomeGuideOverview property={property} />;
  else
    body = (
      <HomeGuideEditor key={id ?? type} property={property} id={id} type={isHomeGuideType(type) ? type : undefined} />
    );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          property &&
          screen !== 'overview' && (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={homeGuideHref(property.id)}>{HOME_GUIDE.back}</RouterLink>
            </Button>
          )
        }
      />
      {body}
    </>
  );
}
