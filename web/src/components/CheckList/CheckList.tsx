import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { CheckIcon } from '../Icons/icons';

interface CheckListProps extends StackProps {
  items: readonly string[];
  /** Colour token of the check marks. */
  checkColor?: string;
}

/** A list of features, each with a check mark. */
export function CheckList({ items, checkColor = 'brand.solid', ...rest }: CheckListProps) {
  return (
    <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0" {...rest}>
      {items.map((item) => (
        <HStack as="li" key={item} align="flex-start" gap="2.5">
          <CheckIcon boxSize="4" mt="0.5" flexShrink={0} color={checkColor} />
          <Text as="span">{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
