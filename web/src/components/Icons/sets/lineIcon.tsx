import { createIcon } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Line icons (24 × 24, drawn with the current text colour). */
export function lineIcon(displayName: string, shapes: ReactNode) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {shapes}
      </g>
    ),
  });
}
