import { Button, List, Portal, Switch, Text, Tooltip } from '@chakra-ui/react';
import type { Violation } from '@portal/schema';
import { useId, useState } from 'react';
import type { PropertyHeader_PropertyFragment } from '../../__generated__/graphql';
import { violationsOf } from '../../apollo/errors';
import { Dialog } from '../../components/Dialog/Dialog';
import { LISTINGS } from '../listings-copy';
import { fieldLabel } from './fieldLabels';
import { useSwitchActivation } from './usePropertyStatus';

/**
 * The Open/Closed switch (spec §4): opening a listing that is not ready fails with violations, listed in the
 * 'Could not Open property' dialog; any other failure shows the generic error. Unavailable while archived.
 */
export function ActivationSwitch({
  property,
  onFailure,
}: {
  property: PropertyHeader_PropertyFragment;
  /** Any failure other than the violations (null when a new attempt starts): the header shows it. */
  onFailure: (error: unknown) => void;
}) {
  const { switchActivation, switching } = useSwitchActivation();
  const [problems, setProblems] = useState<Violation[] | null>(null);
  const hintId = useId();

  const toggle = async () => {
    onFailure(null);
    try {
      await switchActivation(property);
    } catch (error) {
      const violations = violationsOf(error);
      if (violations.length > 0) setProblems(violations);
      else onFailure(error);
    }
  };

  const control = (
    <Switch.Root
      colorPalette="green"
      size="lg"
      checked={property.isActive}
      disabled={property.isArchived || switching}
      onCheckedChange={() => void toggle()}
      aria-describedby={property.isArchived ? hintId : undefined}
    >
      <Switch.HiddenInput aria-label={property.isActive ? 'Open' : 'Closed'} />
      <Switch.Control />
      <Switch.Label fontWeight="semibold" minW="14">
        {property.isActive ? 'Open' : 'Closed'}
      </Switch.Label>
    </Switch.Root>
  );

  return (
    <>
      {property.isArchived ? (
        <Tooltip.Root openDelay={100} positioning={{ placement: 'bottom' }}>
          <Tooltip.Trigger asChild>
            <span tabIndex={0} data-testid="activation-unavailable">
              {control}
              <Text as="span" id={hintId} srOnly>
                {LISTINGS.archivedSwitchHint}
              </Text>
            </span>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{LISTINGS.archivedSwitchHint}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : (
        control
      )}

      <Dialog
        alert
        title={LISTINGS.activationTitle}
        open={problems !== null}
        onClose={() => setProblems(null)}
        footer={
          <Button colorPalette="brand" onClick={() => setProblems(null)}>
            OK
          </Button>
        }
      >
        <Text mb="3">{LISTINGS.activationIntro(property.name)}</Text>
        <List.Root gap="2" ps="5">
          {(problems ?? []).map((problem, index) => (
            <List.Item key={`${problem.propertyPath}-${index}`}>
              <Text as="span" fontWeight="semibold">
                {fieldLabel(problem.propertyPath)}:
              </Text>{' '}
              {problem.message}
            </List.Item>
          ))}
        </List.Root>
      </Dialog>
    </>
  );
}
