import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: ReactNode;
}

interface RadioCardFieldProps {
  name: string;
  label: string;
  options: readonly RadioCardOption[];
  required?: boolean;
}

/** A choice among a few options, each a card with its description, bound to react-final-form. */
export function RadioCardField({ name, label, options, required }: RadioCardFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <Field.Root invalid={!!error} required={required}>
      <RadioCard.Root
        name={input.name}
        value={input.value || null}
        onValueChange={(details) => {
          input.onChange(details.value);
          input.onBlur();
        }}
        colorPalette="brand"
        size="sm"
        w="full"
      >
        <RadioCard.Label fontWeight="medium" fontSize="sm">
          {label}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, md: options.length }} gap="3" mt="1.5">
          {options.map((option) => (
            <RadioCard.Item key={option.value} value={option.value}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                  {option.description && <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
