import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A CardSection `header`: the heading, then a muted line under it when there is one. */
export const subtitled = (subtitle: ReactNode) =>
  function SubtitledHeader(heading: ReactNode) {
    return (
      <>
        {heading}
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </>
    );
  };
