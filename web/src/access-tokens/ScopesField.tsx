import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '@portal/schema';
import { useField } from 'react-final-form';
import { fieldError } from '../forms/fieldError';
import { SCOPE_LABELS, TOKENS } from './copy';

/** The scopes of a new token: one checkbox each, the field's value the checked ones in the canonical order. */
export function ScopesField() {
  const { input, meta } = useField<AccessTokenScope[]>('scopes');
  const chosen = new Set(input.value || []);
  const error = fieldError(meta);
  const toggle = (scope: AccessTokenScope, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    input.onChange(ACCESS_TOKEN_SCOPES.filter((item) => next.has(item)));
    input.onBlur();
  };
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{TOKENS.scopes}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {ACCESS_TOKEN_SCOPES.map((scope) => (
          <Checkbox.Root
            key={scope}
            colorPalette="brand"
            checked={chosen.has(scope)}
            onCheckedChange={(details) => toggle(scope, details.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              <code>{scope}</code> · {SCOPE_LABELS[scope]}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
