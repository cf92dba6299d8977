import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLocalGuidePageQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { GuideNotFound, GuideSkeleton, isNotFound } from '../../guides/GuideStates';
import { CATEGORY_LABELS, LOCAL_GUIDE, LOCAL_GUIDE_SECTIONS, localGuideHref } from '../../guides/local/copy';
import { LocalGuideEditor, typeOfAddPath } from '../../guides/local/LocalGuideEditor';
import { LocalGuideOverview } from '../../guides/local/LocalGuideOverview';

/** `/properties/{propertyId}/local-guide`, `/add/{type}` and `/{id}`: one query serves the three screens. */
export function LocalGuidePage({ screen }: { screen: 'overview' | 'add' | 'edit' }) {
  const { propertyId = '', id, type } = useParams();
  const { data, loading, error, refetch } = useLocalGuidePageQuery({ variables: { propertyId } });
  const property = data?.property;
  const kind = typeOfAddPath(type);
  const title = screen === 'add' ? LOCAL_GUIDE.addTitle : screen === 'edit' ? LOCAL_GUIDE.editTitle : LOCAL_GUIDE.title;
  const section = kind && (kind.category ? CATEGORY_LABELS[kind.category] : LOCAL_GUIDE_SECTIONS[kind.type]);
  const description = property && (section ? `${property.name} · ${section}` : property.name);

  let body;
  if (loading && !property) body = <GuideSkeleton label="Loading local guide" />;
  else if (error && !property && !isNotFound(error)) {
    body = <QueryErrorView error={error} onRetry={() => void refetch()} />;
  } else if (!property || (screen === 'add' && !kind)) {
    body = (
      <GuideNotFound
        title="Listing not found"
        body="This listing does not exist, or it is not yours."
        back="Back to your listings"
        to="/properties"
      />
    );
  } else if (screen === 'overview') body = <LocalGuideOverview property={property} tiles={data.mapTiles} />;
  else {
    body = (
      <LocalGuideEditor key={id ?? type} property={property} tiles={data.mapTiles} id={id} kind={kind ?? undefined} />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          property &&
          screen !== 'overview' && (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={localGuideHref(property.id)}>{LOCAL_GUIDE.back}</RouterLink>
            </Button>
          )
        }
      />
      {body}
    </>
  );
}
