import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';
import { OptionsSelect, type SelectOption } from './OptionsSelect';

export type { SelectOption };

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first option ('Choose…'); picking it clears the value. */
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A native select bound to react-final-form, with its label, and its validation or server error below it. */
export function SelectField({ name, label, options, placeholder, helperText, required, disabled }: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect {...input} value={input.value ?? ''} placeholder={placeholder} options={options} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
