import { createContext, useContext } from 'react';

export interface Flash {
  /** Shows a success message in the flash bar (`show(MESSAGES.changesSaved)`). */
  show(message: string): void;
  hide(): void;
}

export const FlashContext = createContext<Flash | null>(null);

export function useFlash(): Flash {
  const flash = useContext(FlashContext);
  if (!flash) throw new Error('useFlash must be used inside <FlashProvider>');
  return flash;
}
