import { Switch, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useField } from 'react-final-form';

/**
 * A block's Enabled switch, bound to its flag. Its accessible name is `label` ('Early bird discount enabled'), a
 * stable name whose checked state says on or off; the visible text beside it says Enabled or Off.
 */
export function EnabledSwitch({ name, label }: { name: string; label: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  const nameId = useId();
  const checked = !!input.checked;
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(details) => input.onChange(details.checked)}
      name={input.name}
      flexShrink={0}
    >
      <Switch.HiddenInput aria-labelledby={nameId} onBlur={input.onBlur} onFocus={input.onFocus} />
      <VisuallyHidden id={nameId}>{label}</VisuallyHidden>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label color={checked ? 'fg' : 'fg.muted'} minW="16" aria-hidden display={{ base: 'none', sm: 'block' }}>
        {checked ? 'Enabled' : 'Off'}
      </Switch.Label>
    </Switch.Root>
  );
}
