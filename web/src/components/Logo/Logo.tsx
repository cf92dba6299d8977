import { chakra, HStack, Text, type StackProps } from '@chakra-ui/react';
import { APP_NAME } from '../../copy';

interface LogoProps extends StackProps {
  /** Show the 'Host Portal' word mark next to the mark (default true). */
  wordmark?: boolean;
  /** Mark size as a Chakra size token. */
  markSize?: string;
  /** On a dark (brand) background. */
  inverted?: boolean;
}

/** The Host Portal mark: a house whose door is a key-hole, in a rounded tile. */
export function Logo({ wordmark = true, markSize = '8', inverted = false, ...rest }: LogoProps) {
  return (
    <HStack gap="2.5" aria-label={wordmark ? undefined : APP_NAME} role={wordmark ? undefined : 'img'} {...rest}>
      <chakra.svg viewBox="0 0 32 32" boxSize={markSize} flexShrink={0} aria-hidden="true">
        <chakra.rect width="32" height="32" rx="8" fill={inverted ? 'white' : 'brand.solid'} />
        <chakra.path d="M16 6.5 5.5 15h3.2v10.5h14.6V15h3.2z" fill={inverted ? 'brand.solid' : 'white'} />
        <chakra.circle cx="16" cy="17.6" r="2.2" fill="accent.warm" />
        <chakra.path d="M15 19h2l.6 4.2h-3.2z" fill="accent.warm" />
      </chakra.svg>
      {wordmark && (
        <Text
          as="span"
          fontWeight="bold"
          fontSize="lg"
          letterSpacing="tight"
          color={inverted ? 'white' : 'fg'}
          whiteSpace="nowrap"
        >
          {APP_NAME}
        </Text>
      )}
    </HStack>
  );
}
