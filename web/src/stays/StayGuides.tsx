import { Card, Heading, HStack, Image, Link, List, Stack, Text } from '@chakra-ui/react';
import { HOME_GUIDE_TYPES, LOCAL_GUIDE_TYPES } from '@portal/schema';
import type { ReactNode } from 'react';
import type { StayQuery } from '../__generated__/graphql';
import { HOME_GUIDE_SECTIONS } from '../guides/home/copy';
import { LOCAL_GUIDE_SECTIONS } from '../guides/local/copy';
import { VideoEmbed } from '../guides/VideoEmbed';
import { STAY } from './copy';
import { mapLink } from './format';

type Stay = StayQuery['stay'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The wifi card: name and code in the window around the stay, else when they will appear. */
export function StayWifi({ wifi }: { wifi: Stay['wifi'] }) {
  return (
    <Section title={STAY.wifi}>
      {wifi ? (
        <Stack gap="1">
          <Text>
            {STAY.wifiName}: <strong>{wifi.name ?? '—'}</strong>
          </Text>
          <Text>
            {STAY.wifiCode}: <strong>{wifi.code ?? '—'}</strong>
          </Text>
          {wifi.details && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {wifi.details}
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">{STAY.wifiLater}</Text>
      )}
    </Section>
  );
}

function StepGuide({
  title,
  steps,
  youtubeId,
}: {
  title: string;
  steps: Stay['checkInSteps'];
  youtubeId: string | null;
}) {
  if (steps.length === 0 && !youtubeId) return null;
  return (
    <Section title={title}>
      {youtubeId && <VideoEmbed youtubeId={youtubeId} title={title} />}
      <List.Root as="ol" gap="4" ps="5">
        {steps.map((step, index) => (
          <List.Item key={index}>
            <Stack gap="2">
              <Text whiteSpace="pre-line">{step.description}</Text>
              {step.imageUrl && (
                <Image src={step.imageUrl} alt="" rounded="l2" maxH="64" objectFit="cover" loading="lazy" />
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Section>
  );
}

/** Everything the host wrote for the guest: wifi, the check-in and check-out steps, the home and local guides. */
export function StayGuides({ stay }: { stay: Stay }) {
  const { listing } = stay;
  const homeTypes = HOME_GUIDE_TYPES.filter((type) => stay.homeGuides.some((guide) => guide.type === type));
  const localTypes = LOCAL_GUIDE_TYPES.filter((type) => stay.localGuides.some((guide) => guide.type === type));
  return (
    <Stack gap="4">
      <StayWifi wifi={stay.wifi} />
      <StepGuide title={STAY.checkInGuide} steps={stay.checkInSteps} youtubeId={listing.checkInYoutubeId} />
      <StepGuide title={STAY.checkOutGuide} steps={stay.checkOutSteps} youtubeId={listing.checkOutYoutubeId} />
      {homeTypes.length > 0 && (
        <Section title={STAY.homeGuide}>
          {homeTypes.map((type) => (
            <Stack key={type} gap="2">
              <Heading as="h3" size="sm" color="fg.muted">
                {HOME_GUIDE_SECTIONS[type]}
              </Heading>
              {stay.homeGuides
                .filter((guide) => guide.type === type)
                .map((guide) => (
                  <Stack key={guide.id} gap="1" borderTopWidth="1px" pt="2">
                    <Text fontWeight="semibold">{guide.title}</Text>
                    {guide.description && <Text whiteSpace="pre-line">{guide.description}</Text>}
                    {guide.imageUrl && (
                      <Image src={guide.imageUrl} alt="" rounded="l2" maxH="48" objectFit="cover" loading="lazy" />
                    )}
                    {guide.youtubeId && <VideoEmbed youtubeId={guide.youtubeId} title={guide.title} />}
                  </Stack>
                ))}
            </Stack>
          ))}
        </Section>
      )}
      {localTypes.length > 0 && (
        <Section title={STAY.localGuide}>
          {localTypes.map((type) => (
            <Stack key={type} gap="2">
              <Heading as="h3" size="sm" color="fg.muted">
                {LOCAL_GUIDE_SECTIONS[type]}
              </Heading>
              {stay.localGuides
                .filter((place) => place.type === type)
                .map((place) => {
                  const map = mapLink(place, place.name);
                  return (
                    <Stack key={place.id} gap="1" borderTopWidth="1px" pt="2">
                      <Text fontWeight="semibold">{place.name}</Text>
                      {place.description && <Text fontSize="sm">{place.description}</Text>}
                      <HStack gap="4" fontSize="sm">
                        {place.websiteUrl && (
                          <Link
                            href={place.websiteUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            color="brand.fg"
                            aria-label={`${STAY.website}: ${place.name}`}
                          >
                            {STAY.website}
                          </Link>
                        )}
                        {map && (
                          <Link href={map} target="_blank" rel="noopener noreferrer" color="brand.fg">
                            {STAY.openMap}
                          </Link>
                        )}
                      </HStack>
                    </Stack>
                  );
                })}
            </Stack>
          ))}
        </Section>
      )}
    </Stack>
  );
}
