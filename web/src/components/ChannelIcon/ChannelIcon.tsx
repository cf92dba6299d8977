import { Center, type CenterProps } from '@chakra-ui/react';
import { CALENDAR_PROVIDERS } from '@portal/schema';

/** The channels with a mark of their own (spec §1 and §9: airbnb, {host} = Booking.com, homeaway, tripadvisor, vrbo). */
const MARKS: Record<string, { letter: string; color: string }> = {
  airbnb: { letter: 'A', color: 'channel.airbnb' },
  bookingcom: { letter: 'B', color: 'channel.bookingcom' },
  homeaway: { letter: 'H', color: 'channel.homeaway' },
  tripadvisor: { letter: 'T', color: 'channel.tripadvisor' },
  vrbo: { letter: 'V', color: 'channel.vrbo' },
};

export const channelName = (slug: string) =>
  CALENDAR_PROVIDERS.find((provider) => provider.slug === slug)?.name ?? slug;

export const isKnownChannel = (slug: string) => slug in MARKS;

interface ChannelIconProps extends Omit<CenterProps, 'children'> {
  slug: string;
  /** An inactive connection is drawn faded. */
  inactive?: boolean;
}

/** A booking channel's mark: its initial on the channel's colour, named for screen readers. */
export function ChannelIcon({ slug, inactive, ...rest }: ChannelIconProps) {
  const mark = MARKS[slug] ?? { letter: slug.charAt(0).toUpperCase(), color: 'channel.other' };
  const name = `${channelName(slug)}${inactive ? ' (inactive)' : ''}`;
  return (
    <Center
      role="img"
      aria-label={name}
      title={name}
      boxSize="6"
      rounded="md"
      bg={mark.color}
      color="white"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1"
      opacity={inactive ? 0.4 : 1}
      flexShrink={0}
      {...rest}
    >
      {mark.letter}
    </Center>
  );
}
