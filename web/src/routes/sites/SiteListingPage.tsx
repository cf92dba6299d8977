import { Alert, Box, Heading, HStack, Image, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { currencySymbol } from '@portal/schema';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  PublicSiteListingDocument,
  usePublicSiteListingQuery,
  useRequestBookingMutation,
  type PublicSiteListingQuery,
} from '../../__generated__/graphql';
import { monthOf } from '../../calendars/dates';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { AvailabilityCalendar } from '../../sites/AvailabilityCalendar';
import { BOOKING_REQUEST_FIELDS, BookingRequestForm } from '../../sites/BookingRequestForm';
import { bedsOf, factsOf } from '../../sites/facts';
import { SiteError } from '../../sites/SiteError';
import { SiteLayout } from '../../sites/SiteLayout';
import { SiteQuote } from '../../sites/SiteQuote';
import { NO_STAY, selectDate, type Night, type StaySelection } from '../../sites/staySelection';

type Page = PublicSiteListingQuery['publicSiteListing'];

/** `/sites/{slug}/{listingId}`: one open listing, its free nights, the live price and the request to book. */
export function SiteListingPage() {
  const { slug = '', listingId = '' } = useParams();
  const { data, loading, error, refetch } = usePublicSiteListingQuery({ variables: { slug, listingId } });
  const page = data?.publicSiteListing;
  return (
    <SiteLayout
      hostName={page?.host.name ?? null}
      slug={slug}
      title={page ? `${page.listing.name} · ${page.host.name}` : 'Book direct'}
    >
      {loading && !page ? (
        <Stack gap="4" role="status" aria-label="Loading listing">
          <Skeleton aspectRatio={16 / 9} rounded="l3" />
          <Skeleton h="8" w="60%" />
        </Stack>
      ) : error && !page ? (
        <SiteError error={error} onRetry={() => void refetch()} />
      ) : (
        page && <ListingView page={page} slug={slug} listingId={listingId} />
      )}
    </SiteLayout>
  );
}

function ListingView({ page, slug, listingId }: { page: Page; slug: string; listingId: string }) {
  const { listing, host } = page;
  const symbol = currencySymbol(host.currency);
  const nights = useMemo(() => new Map<string, Night>(page.nights.map((night) => [night.date, night])), [page.nights]);
  const [selection, setSelection] = useState<StaySelection>(NO_STAY);
  const [sent, setSent] = useState<string | null>(null);
  const [requestBooking] = useRequestBookingMutation({
    refetchQueries: [{ query: PublicSiteListingDocument, variables: { slug, listingId } }],
  });
  const [main, ...others] = listing.photos;
  const firstNight = page.nights[0]?.date;
  const lastNight = page.nights[page.nights.length - 1]?.date;
  const chosen = selection.start !== null && selection.end !== null ? selection : null;

  return (
    <Stack gap="6">
      <Text fontSize="sm">
        <Link to={`/sites/${slug}`}>← All places of {host.name}</Link>
      </Text>
      {main && (
        <Stack gap="2">
          <Image
            src={main.largeUrl}
            alt={main.caption ?? listing.name}
            w="full"
            aspectRatio={16 / 9}
            objectFit="cover"
            rounded="l3"
            bg="bg.muted"
          />
          {others.length > 0 && (
            <HStack
              as="ul"
              gap="2"
              overflowX="auto"
              pb="1"
              aria-label="More photos"
              listStyleType="none"
              // Focusable, so a keyboard can scroll the strip (axe: scrollable-region-focusable).
              tabIndex={0}
            >
              {others.map((photo) => (
                <Box as="li" key={photo.url} flexShrink={0} w={{ base: '28', md: '36' }}>
                  <Image
                    src={photo.url}
                    alt={photo.caption ?? ''}
                    loading="lazy"
                    aspectRatio={4 / 3}
                    objectFit="cover"
                    rounded="l2"
                    bg="bg.muted"
                  />
                </Box>
              ))}
            </HStack>
          )}
        </Stack>
      )}
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="8"
        alignItems="start"
      >
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {listing.name}
            </Heading>
            <Text color="fg.muted">{[listing.type, listing.town, listing.country].filter(Boolean).join(' · ')}</Text>
            <Text>{factsOf(listing).join(' · ')}</Text>
          </Stack>
          {listing.description && <Text whiteSpace="pre-line">{listing.description}</Text>}
          {listing.bedrooms.length > 0 && (
            <Section title="Bedrooms">
              <List.Root ps="5">
                {listing.bedrooms.map((bedroom, index) => (
                  <List.Item key={index}>
                    Bedroom {index + 1}: {bedsOf(bedroom)}
                  </List.Item>
                ))}
              </List.Root>
            </Section>
          )}
          {listing.amenities.length > 0 && (
            <Section title="Amenities">
              <List.Root ps="5" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} columnGap="6">
                {listing.amenities.map((amenity) => (
                  <List.Item key={amenity.key}>{amenity.label}</List.Item>
                ))}
              </List.Root>
            </Section>
          )}
          <Section title="Good to know">
            <Stack gap="1" fontSize="sm">
              {listing.arriveAfter && <Text>Check-in after {listing.arriveAfter}</Text>}
              {listing.departBefore && <Text>Check-out before {listing.departBefore}</Text>}
              {listing.minNights && <Text>Minimum stay {listing.minNights} nights</Text>}
              {listing.cancellationPolicyMode && <Text>Cancellation policy: {listing.cancellationPolicyMode}</Text>}
            </Stack>
          </Section>
        </Stack>
        <Stack
          as="section"
          aria-labelledby="book-heading"
          gap="4"
          p="4"
          borderWidth="thin"
          rounded="l3"
          bg="bg.panel"
          position={{ md: 'sticky' }}
          top={{ md: '4' }}
        >
          <Heading as="h2" size="lg" id="book-heading">
            Book your stay
          </Heading>
          {sent ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{sent}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {firstNight && lastNight ? (
            <AvailabilityCalendar
              nights={nights}
              firstMonth={monthOf(firstNight)}
              lastMonth={monthOf(lastNight)}
              selection={selection}
              currencySymbol={symbol}
              onSelect={(date) => {
                setSent(null);
                setSelection(selectDate(selection, date, nights));
              }}
            />
          ) : null}
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {selection.start === null
              ? 'Choose your arrival date.'
              : selection.end === null
                ? 'Now choose your departure date.'
                : 'Your dates are chosen. Click another date to start again.'}
          </Text>
          <BookingRequestForm
            key={sent ?? 'form'}
            maxGuests={listing.canSleepMax}
            datesChosen={chosen !== null}
            preview={(numberOfGuest) =>
              chosen && (
                <SiteQuote
                  slug={slug}
                  listingId={listingId}
                  startDate={chosen.start}
                  endDate={chosen.end}
                  numberOfGuest={numberOfGuest}
                  currencySymbol={symbol}
                />
              )
            }
            onSubmit={async (values) => {
              if (!chosen) return undefined;
              try {
                const { data } = await requestBooking({
                  variables: {
                    slug,
                    listingId,
                    input: { ...values, startDate: chosen.start, endDate: chosen.end },
                  },
                });
                setSent(data?.requestBooking.message ?? null);
                setSelection(NO_STAY);
                return undefined;
              } catch (failure) {
                return submitErrorsFrom(failure, { fields: BOOKING_REQUEST_FIELDS });
              }
            }}
          />
        </Stack>
      </Box>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
