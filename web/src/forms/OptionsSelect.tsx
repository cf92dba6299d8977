import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionsSelectProps extends Omit<NativeSelect.FieldProps, 'children'> {
  options: readonly SelectOption[];
  size?: NativeSelect.RootProps['size'];
  maxW?: NativeSelect.RootProps['maxW'];
  width?: NativeSelect.RootProps['width'];
}

/** A native select of the given options, with Chakra's indicator. */
export function OptionsSelect({ options, size, maxW, width, ...field }: OptionsSelectProps) {
  return (
    <NativeSelect.Root size={size} maxW={maxW} width={width}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
