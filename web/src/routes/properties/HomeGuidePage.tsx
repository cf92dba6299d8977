import { HOME_GUIDE_TYPES, type HomeGuideType } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useHomeGuidePageQuery } from '../../__generated__/graphql';
import { GuidePage, type GuideScreen } from '../../guides/GuidePage';
import { HOME_GUIDE, HOME_GUIDE_SECTIONS, homeGuideHref } from '../../guides/home/copy';
import { HomeGuideEditor } from '../../guides/home/HomeGuideEditor';
import { HomeGuideOverview } from '../../guides/home/HomeGuideOverview';

const isHomeGuideType = (value: string | undefined): value is HomeGuideType =>
  (HOME_GUIDE_TYPES as readonly string[]).includes(value ?? '');

/**
 * `/properties/{propertyId}/home-guide`, `/add/{type}` and `/{id}`: one query (the listing's entries) serves the
 * three screens, so moving between them asks the server nothing.
 */
export function HomeGuidePage({ screen }: { screen: GuideScreen }) {
  const { propertyId = '', id, type } = useParams();
  const { data, loading, error, refetch } = useHomeGuidePageQuery({ variables: { propertyId } });
  return (
    <GuidePage
      screen={screen}
      copy={HOME_GUIDE}
      loadingLabel="Loading home guide"
      guideHref={homeGuideHref}
      query={{ data, loading, error, onRetry: () => void refetch() }}
      section={isHomeGuideType(type) ? HOME_GUIDE_SECTIONS[type] : null}
    >
      {(property) =>
        screen === 'overview' ? (
          <HomeGuideOverview property={property} />
        ) : (
          <HomeGuideEditor
            key={id ?? type}
            property={property}
            id={id}
            type={isHomeGuideType(type) ? type : undefined}
          />
        )
      }
    </GuidePage>
  );
}
