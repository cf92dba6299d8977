import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { EnabledSwitch } from './EnabledSwitch';

interface PricingBlockProps {
  id: string;
  title: string;
  description: string;
  /** The block's Enabled flag; absent for a block that always applies. */
  flag?: string;
  /** The block's inputs; told whether the block is off (greyed out, values kept). */
  children: (off: boolean) => ReactNode;
}

/** One pricing block of spec §4 as its own sub-card, with its Enabled switch. */
export function PricingBlock({ id, title, description, flag, children }: PricingBlockProps) {
  const headingId = `pricing-${id}`;
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const off = flag ? values[flag] !== true : false;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      rounded="l2"
      bg={off ? 'bg.subtle' : 'bg.panel'}
    >
      <Card.Header pb="3">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="0.5">
            <Card.Title id={headingId} as="h3" fontSize="md">
              {title}
            </Card.Title>
            <Card.Description>{description}</Card.Description>
          </Stack>
          {flag && <EnabledSwitch name={flag} label={`${title} enabled`} />}
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="3" opacity={off ? 0.7 : 1}>
        {off && (
          <Text fontSize="sm" color="fg.muted">
            Off: the values below are kept, but not applied.
          </Text>
        )}
        {children(off)}
      </Card.Body>
    </Card.Root>
  );
}
