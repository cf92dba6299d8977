import { EmptyState, VStack } from '@chakra-ui/react';
import { STAY } from './copy';

/** A clear page instead of a stack or a blank screen: wrong code, not this guest's stay, or cancelled. */
export function StayProblem({ title = STAY.notFoundTitle, message }: { title?: string; message: string }) {
  return (
    <EmptyState.Root bg="bg.panel" rounded="l3" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{title}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
