import { useParams } from 'react-router-dom';
import { useLocalGuidePageQuery } from '../../__generated__/graphql';
import { GuidePage, type GuideScreen } from '../../guides/GuidePage';
import { CATEGORY_LABELS, LOCAL_GUIDE, LOCAL_GUIDE_SECTIONS, localGuideHref } from '../../guides/local/copy';
import { LocalGuideEditor, typeOfAddPath } from '../../guides/local/LocalGuideEditor';
import { LocalGuideOverview } from '../../guides/local/LocalGuideOverview';

/** `/properties/{propertyId}/local-guide`, `/add/{type}` and `/{id}`: one query serves the three screens. */
export function LocalGuidePage({ screen }: { screen: GuideScreen }) {
  const { propertyId = '', id, type } = useParams();
  const { data, loading, error, refetch } = useLocalGuidePageQuery({ variables: { propertyId } });
  const kind = typeOfAddPath(type);
  return (
    <GuidePage
      screen={screen}
      copy={LOCAL_GUIDE}
      loadingLabel="Loading local guide"
      guideHref={localGuideHref}
      query={{ data, loading, error, onRetry: () => void refetch() }}
      section={kind && (kind.category ? CATEGORY_LABELS[kind.category] : LOCAL_GUIDE_SECTIONS[kind.type])}
    >
      {(property, { mapTiles: tiles }) =>
        screen === 'overview' ? (
          <LocalGuideOverview property={property} tiles={tiles} />
        ) : (
          <LocalGuideEditor key={id ?? type} property={property} tiles={tiles} id={id} kind={kind ?? undefined} />
        )
      }
    </GuidePage>
  );
}
