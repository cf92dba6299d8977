import { Button, Card } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useUpdateWifiMutation, useWifiPageQuery, type WifiPageQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { GuideListingNotFound, GuideSkeleton, isNotFound } from '../../guides/GuideStates';
import { homeGuideHref } from '../../guides/home/copy';
import { WIFI_FIELDS, WifiForm, type WifiValues } from '../../guides/wifi/WifiForm';

/** `/properties/{propertyId}/wifi`: saved through PUT /properties/{id} (the Guest App fields). */
export function WifiPage() {
  const { propertyId = '' } = useParams();
  const { data, loading, error, refetch } = useWifiPageQuery({ variables: { id: propertyId } });
  const property = data?.property;

  let body;
  if (loading && !property) body = <GuideSkeleton label="Loading wifi details" />;
  else if (error && !property && !isNotFound(error)) {
    body = <QueryErrorView error={error} onRetry={() => void refetch()} />;
  } else if (!property) {
    body = <GuideListingNotFound />;
  } else body = <WifiEditor property={property} />;

  return (
    <>
      <PageHeader
        title={PAGES.wifi.title}
        description={property?.name}
        actions={
          property && (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={homeGuideHref(property.id)}>Back to the Home Guide</RouterLink>
            </Button>
          )
        }
      />
      {body}
    </>
  );
}

function WifiEditor({ property }: { property: NonNullable<WifiPageQuery['property']> }) {
  const [mutate] = useUpdateWifiMutation();
  const submit = useSubmitHandler(
    async (values: WifiValues) => {
      await mutate({
        variables: {
          id: property.id,
          input: {
            wifiName: values.wifiName ?? null,
            wifiCode: values.wifiCode ?? null,
            wifiDetails: values.wifiDetails ?? null,
          },
        },
      });
    },
    { fields: WIFI_FIELDS },
  );
  const initialValues = useMemo(
    () => ({ wifiName: property.wifiName, wifiCode: property.wifiCode, wifiDetails: property.wifiDetails }),
    [property],
  );
  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <WifiForm initialValues={initialValues} onSubmit={submit} />
      </Card.Body>
    </Card.Root>
  );
}
