import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { usePropertyPageQuery, type PropertyPageQuery } from '../../__generated__/graphql';
import { hasErrorCode } from '../../apollo/errors';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { EmptyPanel } from '../../components/EmptyPanel/EmptyPanel';
import { ListingsIcon } from '../../components/Icons/icons';
import { usePageTitle } from '../../components/PageTitle/usePageTitle';
import { LISTINGS } from '../../properties/listings-copy';
import { AddressSection } from '../../properties/address/AddressSection';
import { BookingSettingsSection } from '../../properties/booking/BookingSettingsSection';
import { CheckInOutSection } from '../../properties/checkinout/CheckInOutSection';
import { CopySettingsDialog } from '../../properties/copy/CopySettingsDialog';
import { PropertyDetailsSection } from '../../properties/details/PropertyDetailsSection';
import { PropertyHeader } from '../../properties/frame/PropertyHeader';
import { PropertySections } from '../../properties/frame/PropertySections';
import { HomeGuideLink, LocalGuideLink } from '../../properties/guestapp/GuestAppLinks';
import { GuestServicesSection } from '../../properties/guestapp/GuestServicesSection';
import { WelcomeMessageSection } from '../../properties/guestapp/WelcomeMessageSection';
import { IcalSection } from '../../properties/ical/IcalSection';
import { PhotosSection } from '../../properties/photos/PhotosSection';
import { PricingSection } from '../../properties/pricing/PricingSection';

/** Another user's listing, an unknown id or one that is not an id at all: the same 'Listing not found'. */
const isNotFound = (error: unknown) =>
  hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'FORBIDDEN') || hasErrorCode(error, 'BAD_USER_INPUT');

/** `/properties/{id}` (spec §2 Property page); the hashes #pricing and #import scroll to those sections. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = usePropertyPageQuery({ variables: { id } });
  const property = data?.property;

  if (loading && !property) return <PropertyPageSkeleton />;
  if (error && !property) {
    return isNotFound(error) ? <ListingNotFound /> : <QueryErrorView error={error} onRetry={() => void refetch()} />;
  }
  if (!property) return <ListingNotFound />;
  return <PropertyFrame property={property} services={data.services} />;
}

type Property = NonNullable<PropertyPageQuery['property']>;

function PropertyFrame({ property, services }: { property: Property; services: PropertyPageQuery['services'] }) {
  useScrollToHash();
  return (
    <>
      <PropertyHeader property={property} />
      <PropertySections
        property={property}
        sections={{
          details: <PropertyDetailsSection property={property} />,
          address: <AddressSection property={property} />,
          pricing: <PricingSection property={property} />,
          'booking-settings': <BookingSettingsSection property={property} />,
          photos: <PhotosSection property={property} />,
          import: <IcalSection property={property} />,
          'check-in-out': <CheckInOutSection property={property} />,
        }}
        actions={{
          pricing: <CopySettingsDialog kind="pricing" property={property} />,
          'booking-settings': <CopySettingsDialog kind="booking" property={property} />,
        }}
        guestApp={{
          'welcome-message': <WelcomeMessageSection property={property} />,
          'guest-services': <GuestServicesSection property={property} services={services} />,
          'home-guide': <HomeGuideLink property={property} />,
          'local-guide': <LocalGuideLink property={property} />,
        }}
      />
    </>
  );
}

/** Once the sections are on the page, `#pricing`, `#import` (or any section id) scrolls to that section. */
function useScrollToHash() {
  const { hash } = useLocation();
  // Only the hash of arrival: later hash changes come from the section nav, which scrolls by itself.
  const [arrivalHash] = useState(hash);
  useEffect(() => {
    if (!arrivalHash) return;
    document.getElementById(decodeURIComponent(arrivalHash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [arrivalHash]);
}

function ListingNotFound() {
  usePageTitle(LISTINGS.notFoundTitle);
  return (
    <EmptyPanel
      title={LISTINGS.notFoundTitle}
      body={LISTINGS.notFoundBody}
      titleAs="h1"
      icon={{ node: <ListingsIcon />, color: 'fg.muted' }}
      link={{ to: '/properties', label: 'Back to your listings' }}
      mt="4"
    />
  );
}

function PropertyPageSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading listing">
      <Stack gap="3">
        <Skeleton h="4" w="20" />
        <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
        <Skeleton h="4" w="48" />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '13rem 1fr' }} gap="8">
        <Stack gap="2" display={{ base: 'none', lg: 'flex' }}>
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <Skeleton key={i} h="6" />
          ))}
        </Stack>
        <Stack gap="6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="48" rounded="l3" />
          ))}
        </Stack>
      </Grid>
    </Stack>
  );
}
