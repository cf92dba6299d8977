import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from '../../forms/fieldError';

export interface NumberFieldProps {
  name: string;
  label: string;
  /** Before the value: the currency symbol. */
  prefix?: ReactNode;
  /** After the value: '%', 'days', 'nights'. */
  suffix?: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** 'decimal' for amounts that may hold pence or cents. */
  inputMode?: 'numeric' | 'decimal';
  /** Allow a leading minus sign (seasonal rate change). */
  signed?: boolean;
}

/**
 * A number typed as text (the form converts it), with its unit beside it, bound to react-final-form. A text input
 * rather than type="number": no spinner, no locale surprises, and what was typed is what the rules check.
 */
export function NumberField({
  name,
  label,
  prefix,
  suffix,
  helperText,
  required,
  disabled,
  inputMode = 'numeric',
  signed,
}: NumberFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup startElement={prefix} endElement={suffix}>
        <Input
          {...input}
          value={input.value ?? ''}
          type="text"
          inputMode={signed ? 'text' : inputMode}
          autoComplete="off"
          bg="bg.panel"
        />
      </InputGroup>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
