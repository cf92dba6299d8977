import { Badge, Button, Card, HStack, Span, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { PlanCard_PlanFragmentDoc, type PlanCard_PlanFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { CheckList } from '../components/CheckList/CheckList';
import { COPY } from '../copy';
import { checkoutUrl, formatPence } from './checkout';

interface PlanCardProps {
  plan: FragmentRef<PlanCard_PlanFragment>;
  /** The signed-in user's token, carried by the checkout link. */
  bearer: string;
  /** The free plan's Get Started. */
  onGetStarted: () => void;
}

/** One plan of the plan page: free (Get Started), paid (Start Trial → checkout) or Coming Soon (cannot be chosen). */
export function PlanCard({ bearer, onGetStarted, ...props }: PlanCardProps) {
  const headingId = useId();
  const plan = useFragmentData(PlanCard_PlanFragmentDoc, props.plan);
  if (!plan) return null;
  const free = plan.pricePerUnitMonthly === 0;
  const available = !plan.comingSoon;
  const highlighted = available && !free;

  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      aria-disabled={available ? undefined : true}
      variant="outline"
      rounded="l3"
      shadow={highlighted ? 'md' : 'card'}
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? 'thick' : 'thin'}
      bg={available ? 'bg.panel' : 'bg.muted'}
      h="full"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" align="center">
          <Card.Title id={headingId} as="h2" fontSize="lg" color={available ? 'fg' : 'fg.muted'}>
            {plan.name}
          </Card.Title>
          {plan.comingSoon && (
            <Badge colorPalette="orange" variant="subtle">
              {COPY.planComingSoon}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <Span fontSize="2xl" fontWeight="bold" letterSpacing="tight" color={available ? 'fg' : 'fg.muted'}>
            {free ? COPY.planFree : formatPence(plan.pricePerUnitMonthly)}
          </Span>{' '}
          {free ? COPY.planFreeUnit : COPY.planPerListing}
        </Text>
      </Card.Header>
      <Card.Body>
        <CheckList
          items={plan.features}
          checkColor={available ? 'brand.solid' : 'fg.subtle'}
          fontSize="sm"
          aria-label={`${plan.name} features`}
        />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {free ? (
          <Button colorPalette="brand" variant="outline" onClick={onGetStarted}>
            Get Started
          </Button>
        ) : available ? (
          <Button asChild colorPalette="brand">
            <a href={checkoutUrl(plan.identifier, bearer)}>Start Trial</a>
          </Button>
        ) : (
          <Button disabled variant="subtle">
            Start Trial
          </Button>
        )}
        {highlighted && plan.trialDays > 0 && (
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {COPY.planTrialNote(plan.trialDays, formatPence(plan.pricePerUnitMonthly))}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
