import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  name: string;
  label: string;
  helperText?: ReactNode;
}

/** A text input bound to react-final-form, with its label, and its validation or server error below it. */
export function TextField({ name, label, helperText, type = 'text', required, ...inputProps }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { type });
  const error = fieldError(meta);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...inputProps} {...input} value={input.value ?? ''} type={type} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
