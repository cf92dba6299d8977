import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { FLASH_HIDE_AFTER_MS, FLASH_SHOW_DELAY_MS } from '@portal/schema';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FlashContext, type Flash } from './useFlash';

/**
 * The flash bar of spec §2/§4: a success message that appears FLASH_SHOW_DELAY_MS (300 ms) after `show()` and
 * hides FLASH_HIDE_AFTER_MS (10 s) after it appeared, or when closed. A new message replaces the current one.
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  }, []);

  const hide = useCallback(() => {
    clearTimers();
    setMessage(null);
  }, [clearTimers]);

  const show = useCallback(
    (text: string) => {
      clearTimers();
      setMessage(null);
      timers.current.push(
        setTimeout(() => {
          setMessage(text);
          timers.current.push(setTimeout(() => setMessage(null), FLASH_HIDE_AFTER_MS));
        }, FLASH_SHOW_DELAY_MS),
      );
    },
    [clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const value = useMemo<Flash>(() => ({ show, hide }), [show, hide]);

  return (
    <FlashContext.Provider value={value}>
      {children}
      {message !== null && (
        <Box
          position="fixed"
          top={{ base: '3', md: '5' }}
          insetX="0"
          display="flex"
          justifyContent="center"
          px="4"
          zIndex="toast"
          pointerEvents="none"
        >
          <Alert.Root
            status="success"
            variant="surface"
            role="status"
            data-testid="flash"
            maxW="lg"
            shadow="lg"
            pointerEvents="auto"
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{message}</Alert.Title>
            </Alert.Content>
            <CloseButton size="sm" aria-label="Close" onClick={hide} alignSelf="center" />
          </Alert.Root>
        </Box>
      )}
    </FlashContext.Provider>
  );
}
