import { Field, HStack, Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';

export interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** Shown at the end of the line under the input, even while the field has an error (a live word count). */
  counter?: (value: string) => ReactNode;
}

/** A multi-line text input bound to react-final-form: label, error or helper text, and an optional live counter. */
export function TextareaField({ name, label, helperText, counter, required, ...rest }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  const value = input.value ?? '';
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea autoresize minH="24" {...rest} {...input} value={value} />
      <HStack justify="space-between" align="flex-start" gap="4" w="full">
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          helperText && <Field.HelperText>{helperText}</Field.HelperText>
        )}
        {counter && (
          <Field.HelperText ms="auto" flexShrink={0} aria-live="polite">
            {counter(value)}
          </Field.HelperText>
        )}
      </HStack>
    </Field.Root>
  );
}
